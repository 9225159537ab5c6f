import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webBuildDir = path.join(repoRoot, 'out/web');
/** The server bundled by global-setup.ts for this run. */
export const serverBundle = path.join(repoRoot, 'out/e2e-server/main.mjs');

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** Everything the server wrote, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 45_000;

/**
 * Starts the real platform server the way `npm run serve` does (the bundle of src/server/main.ts),
 * with its own temporary data folder, a port chosen by the OS, the built renderer and no rate
 * limits. Resolves once it prints `LISTENING host:port`.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(webBuildDir, 'index.html'))) {
    throw new Error(`No renderer build in ${webBuildDir}: run \`npm run build:web\` first.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizsuite-e2e-'));
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: repoRoot,
    env: {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`The server did not start within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\n--- server output ---\n${output}`));
    };
    let buffer = '';
    child.stdout!.on('data', (d: Buffer) => {
      const text = d.toString();
      output += text;
      buffer += text;
      const match = /LISTENING (\S+):(\d+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(`http://${match[1]}:${match[2]}`);
      }
    });
    child.once('exit', (code) => fail(new Error(`The server exited with code ${code} before listening`)));
  });

  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
