import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/server-build.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let bundle: string | undefined;

/**
 * The server bundled once per test worker (esbuild, well under a second), as `npm run server` and
 * the journeys run it, its worker threads beside it: each start then loads one plain ES module
 * instead of compiling the TypeScript again through tsx (a second or two of CPU per start). Beside
 * the repository's other builds, so its packages resolve from node_modules; one folder per worker,
 * so two never write one.
 */
function serverBundle(): string {
  if (!bundle) {
    const outfile = buildServer(path.join(ROOT, 'out', `test-server-${process.pid}`));
    process.once('exit', () => fs.rmSync(path.dirname(outfile), { recursive: true, force: true }));
    bundle = outfile;
  }
  return bundle;
}

/** The real platform server as a separate process, the way the desktop app runs its bundle in a utility process. */
export function spawnServerProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', serverBundle()], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bizsuite-${prefix}-`));

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the server on a fixed port and data folder (so a restart is the same server); resolves once listening. */
export async function startServerProcess(
  dataDir: string,
  port: number,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawnServerProcess({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/^LISTENING /m.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    stop: () => stopProcess(child),
  };
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

/** Polls until `check` holds (replays run in the background). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
