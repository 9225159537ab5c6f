import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedServer, type EmbeddedStatus, type SpawnServer } from '../../src/main/embedded-server';
import { eventually, spawnServerProcess, stopProcess, tempDir } from './server-process';

/** The injected spawner: the real server under Node (child_process) instead of a utility process. */
function realServerSpawner() {
  const children: ChildProcess[] = [];
  const envs: Record<string, string>[] = [];
  const spawnServer: SpawnServer = (env) => {
    envs.push(env);
    const child = spawnServerProcess(env);
    children.push(child);
    return child;
  };
  return { spawnServer, children, envs };
}

const running: EmbeddedServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

function supervise(spawnServer: SpawnServer, extra: { startTimeoutMs?: number } = {}) {
  const dir = tempDir('embedded');
  const statuses: EmbeddedStatus[] = [];
  const server = new EmbeddedServer({
    spawn: spawnServer,
    dataDir: path.join(dir, 'server-data'),
    logFile: path.join(dir, 'logs', 'server.log'),
    onStatus: (s) => statuses.push(s),
    ...extra,
  });
  running.push(server);
  return { server, statuses, dir };
}

const readyz = (origin: string) =>
  fetch(`${origin}/readyz`).then(
    (r) => r.status,
    () => 0,
  );

describe('embedded server supervisor', () => {
  it('starts the server on loopback with a port the OS picks and its data under userData, and waits for /readyz', async () => {
    const { spawnServer, envs } = realServerSpawner();
    const { server, statuses, dir } = supervise(spawnServer);
    const origin = await server.start();

    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await readyz(origin)).toBe(200);
    expect(envs[0]).toMatchObject({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: path.join(dir, 'server-data') });
    expect(fs.existsSync(path.join(dir, 'server-data', 'platform.sqlite'))).toBe(true);
    expect(statuses.map((s) => s.state)).toEqual(['starting', 'ready']);
    expect(await server.whenReady()).toBe(origin);

    const log = fs.readFileSync(path.join(dir, 'logs', 'server.log'), 'utf8');
    expect(log).toContain('starting server');
    expect(log).toContain(`LISTENING ${origin.slice('http://'.length)}`);
  }, 60_000);

  it('restarts the server once when it dies, and reports a failure when it dies again', async () => {
    const { spawnServer, children } = realServerSpawner();
    const { server, statuses } = supervise(spawnServer);
    const first = await server.start();

    await stopProcess(children[0], 'SIGKILL');
    await eventually(() => server.status.state === 'ready' && children.length === 2, 45_000, 'the restart');
    const second = server.status.origin!;
    expect(await readyz(second)).toBe(200);
    expect(server.status.restarts).toBe(1);
    if (second !== first) expect(await readyz(first)).toBe(0);

    await stopProcess(children[1], 'SIGKILL');
    await eventually(() => server.status.state === 'failed', 10_000, 'the failure report');
    expect(children).toHaveLength(2);
    expect(statuses.at(-1)).toMatchObject({
      state: 'failed',
      origin: null,
      error: expect.stringContaining('stopped unexpectedly'),
    });
    expect(await server.whenReady()).toBeNull();
  }, 90_000);

  it('stops the server on quit (SIGTERM) and waits for it to exit', async () => {
    const { spawnServer, children } = realServerSpawner();
    const { server, statuses } = supervise(spawnServer);
    const origin = await server.start();
    await server.stop();
    expect(children[0].exitCode ?? children[0].signalCode).not.toBeNull();
    expect(children[0].exitCode).toBe(0);
    expect(await readyz(origin)).toBe(0);
    expect(statuses.at(-1)?.state).toBe('stopped');
  }, 60_000);

  it('reports a failure when the bundle cannot start at all, after one retry', async () => {
    let spawned = 0;
    const broken: SpawnServer = () => {
      spawned += 1;
      return spawn(
        process.execPath,
        ['-e', 'console.error("Cannot find module better-sqlite3"); process.exit(1)'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    };
    const { server, statuses, dir } = supervise(broken);
    await expect(server.start()).rejects.toThrow(/stopped while starting \(exit code 1\)/);
    expect(spawned).toBe(2);
    expect(statuses.map((s) => s.state)).toEqual(['starting', 'starting', 'failed']);
    expect(fs.readFileSync(path.join(dir, 'logs', 'server.log'), 'utf8')).toContain(
      'Cannot find module better-sqlite3',
    );
  });

  it('gives up on a server that never becomes ready', async () => {
    const silent: SpawnServer = () =>
      spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const { server } = supervise(silent, { startTimeoutMs: 500 });
    await expect(server.start()).rejects.toThrow(/did not become ready/);
    expect(server.status).toMatchObject({ state: 'failed', restarts: 1 });
  });
});
