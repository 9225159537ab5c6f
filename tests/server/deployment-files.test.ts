import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configFromEnv } from '../../src/server/config';

/** Every environment variable the server reads, found by running configFromEnv on a recording env. */
function variablesTheServerReads(): Set<string> {
  const read = new Set<string>();
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, name) {
      if (typeof name === 'string') read.add(name);
      return undefined;
    },
  });
  configFromEnv(env);
  return read;
}

/** Issue 10: the Dockerfile and compose.yaml cannot run here; their environment is checked instead. */
describe('the team deployment files', () => {
  const known = variablesTheServerReads();

  it('compose.yaml passes the server only variables configFromEnv reads, and what several instances need', () => {
    const compose = parse(fs.readFileSync('compose.yaml', 'utf8'), { merge: true });
    const servers = Object.entries(
      compose.services as Record<string, { environment?: object; build?: string }>,
    ).filter(([, service]) => service.build === '.');
    expect(servers.map(([name]) => name)).toEqual(['server-1', 'server-2']);
    for (const [, service] of servers) {
      const names = Object.keys(service.environment ?? {});
      expect(names.filter((n) => !known.has(n))).toEqual([]);
      for (const needed of [
        'DATABASE_URL',
        'JWT_SECRET',
        'SECRETS_KEY',
        'TRUST_PROXY',
        'STORAGE_DRIVER',
        'S3_BUCKET',
      ])
        expect(names).toContain(needed);
    }
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['proxy', 'db', 'storage', 'server-1', 'server-2']),
    );
  });

  it('the Dockerfile sets only variables the server reads and runs the built bundle', () => {
    const dockerfile = fs.readFileSync('Dockerfile', 'utf8');
    const envBlock = dockerfile.slice(dockerfile.lastIndexOf('ENV '));
    const names = [...envBlock.matchAll(/([A-Z_]+)=/g)].map((m) => m[1]).filter((n) => n !== 'NODE_ENV');
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((n) => !known.has(n))).toEqual([]);
    expect(dockerfile).toContain('npm run build:server');
    expect(dockerfile).toMatch(/CMD \["node", .*"out\/server\/main\.mjs"\]/);
  });
});
