import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HostReply, HostRequest } from './server-host-protocol';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webBuildDir = path.join(repoRoot, 'out/web');
/** The folder global-setup.ts bundles the server into for this run, with the journeys' server host beside it. */
export const serverBuildDir = path.join(repoRoot, 'out/e2e-server');
const hostBundle = path.join(serverBuildDir, 'server-host.mjs');

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** Everything the server wrote, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 45_000;

/** This worker's server host (server-host.ts), started with its first server and again if it died. */
let host: ServerHost | undefined;

interface ServerHost {
  child: ChildProcess;
  loaded: Promise<void>;
  /** What the host printed outside any server's log (a crash, a warning). */
  output: string;
  /** Each server's log, by address. */
  logs: Map<string, string>;
  ask(request: { start: NodeJS.ProcessEnv } | { stop: string }): Promise<{ url?: string }>;
}

function startHost(): ServerHost {
  const child = fork(hostBundle, [], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    execArgv: ['--enable-source-maps'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const waiting = new Map<number, { resolve(v: { url?: string }): void; reject(e: Error): void }>();
  let nextId = 1;
  const self: ServerHost = {
    child,
    output: '',
    logs: new Map(),
    loaded: new Promise((resolve, reject) => {
      child.on('message', (reply: HostReply) => {
        if ('ready' in reply) resolve();
        else if ('log' in reply) self.logs.set(reply.log, (self.logs.get(reply.log) ?? '') + reply.line);
        else {
          const w = waiting.get(reply.id);
          waiting.delete(reply.id);
          if (reply.error) w?.reject(new Error(reply.error));
          else w?.resolve({ url: reply.url });
        }
      });
      child.once('exit', (code, signal) => {
        if (host === self) host = undefined;
        const err = new Error(
          `The server host exited (${signal ?? code})\n--- its output ---\n${self.output}`,
        );
        reject(err);
        for (const w of waiting.values()) w.reject(err);
        waiting.clear();
      });
    }),
    ask(request) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ ...request, id } as HostRequest);
      });
    },
  };
  self.loaded.catch(() => undefined);
  child.stdout!.on('data', (d: Buffer) => (self.output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (self.output += d.toString()));
  return self;
}

/**
 * Starts the real platform server as `npm run serve` does (src/server/listen.ts) inside this
 * worker's server host, with its own temporary data folder, a port chosen by the OS, the built
 * renderer and no rate limits. `env` adds to or overrides that environment (e.g. an outside
 * service's address pointing at a fake).
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(webBuildDir, 'index.html'))) {
    throw new Error(`No renderer build in ${webBuildDir}: run \`npm run build:web\` first.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizsuite-e2e-'));
  host ??= startHost();
  const current = host;
  const started = (async () => {
    await current.loaded;
    const { url } = await current.ask({
      start: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        STATIC_DIR: webBuildDir,
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    return url!;
  })();
  let timer: NodeJS.Timeout | undefined;
  const url = await Promise.race([
    started,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms\n${current.output}`)),
        START_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));

  return {
    url,
    dataDir,
    output: () => `${current.logs.get(url) ?? ''}${current.output}`,
    stop: async () => {
      if (host === current) await current.ask({ stop: url });
      current.logs.delete(url);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
