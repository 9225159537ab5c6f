import fs from 'node:fs';
import path from 'node:path';
import { isServerReady } from './gateway/http';

/**
 * What the supervisor needs of a started server process. Electron's UtilityProcess and Node's
 * ChildProcess both fit, so tests run the real server under Node with child_process.
 */
export interface ServerProcess {
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  kill(): boolean;
  once(event: 'exit', listener: (code: number | null) => void): unknown;
}

/** Starts the server bundle with these environment variables added. */
export type SpawnServer = (env: Record<string, string>) => ServerProcess;

export type EmbeddedState = 'starting' | 'ready' | 'failed' | 'stopped';

export interface EmbeddedStatus {
  state: EmbeddedState;
  origin: string | null;
  error?: string;
  /** Automatic restarts used since start(). */
  restarts: number;
}

export interface EmbeddedServerOptions {
  spawn: SpawnServer;
  /** DATA_DIR of the server: under the app's userData. */
  dataDir: string;
  /** stdout and stderr of every run, appended; the Help menu opens it. */
  logFile: string;
  fetch?: typeof fetch;
  /** From spawn to a ready /readyz. */
  startTimeoutMs?: number;
  maxRestarts?: number;
  /** Rotated to `.1` at start when larger. */
  maxLogBytes?: number;
  env?: Record<string, string>;
  onStatus?: (status: EmbeddedStatus) => void;
}

const LISTENING = /^LISTENING (\S+):(\d+)\s*$/;

/**
 * Runs the platform server for the desktop app (ARCHITECTURE.md, Processes): on 127.0.0.1 and a
 * port the OS picks (read from the `LISTENING host:port` line), ready when /readyz answers.
 * If it dies it is restarted once; a second death is reported as a failure for the user to see.
 */
export class EmbeddedServer {
  private child: ServerProcess | null = null;
  private current: EmbeddedStatus = { state: 'stopped', origin: null, restarts: 0 };
  private stopping = false;
  private log: fs.WriteStream | null = null;
  private waiters: ((origin: string | null) => void)[] = [];
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: EmbeddedServerOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch;
  }

  get status(): EmbeddedStatus {
    return { ...this.current };
  }

  /** Starts (or starts again after a failure); resolves with the origin once ready. */
  async start(): Promise<string> {
    if (this.current.state === 'ready' && this.current.origin) return this.current.origin;
    this.stopping = false;
    this.openLog();
    this.setStatus({ state: 'starting', origin: null, restarts: 0 });
    return this.run();
  }

  /** The origin once the server is ready; null when it failed or was stopped. */
  whenReady(): Promise<string | null> {
    if (this.current.state === 'ready') return Promise.resolve(this.current.origin);
    if (this.current.state === 'failed' || this.current.state === 'stopped') return Promise.resolve(null);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stops the server (SIGTERM: it closes the database cleanly) and waits for it to exit. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (child) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill();
      await Promise.race([exited, delay(timeoutMs)]);
    }
    this.child = null;
    this.setStatus({ ...this.current, state: 'stopped', origin: null });
    this.log?.end();
    this.log = null;
  }

  private async run(): Promise<string> {
    for (;;) {
      try {
        const origin = await this.launch();
        this.setStatus({ state: 'ready', origin, restarts: this.current.restarts });
        return origin;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (this.stopping) throw new Error('The server was stopped');
        if (this.current.restarts < (this.opts.maxRestarts ?? 1)) {
          this.writeLog(`server did not start: ${message}; trying again`);
          this.setStatus({ state: 'starting', origin: null, restarts: this.current.restarts + 1 });
          continue;
        }
        this.setStatus({ state: 'failed', origin: null, error: message, restarts: this.current.restarts });
        throw err;
      }
    }
  }

  /** One run: spawn, read the port, wait for /readyz. Rejects if it exits or times out first. */
  private launch(): Promise<string> {
    this.writeLog(`starting server (data in ${this.opts.dataDir})`);
    const child = this.opts.spawn({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ...this.opts.env,
      DATA_DIR: this.opts.dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
    });
    this.child = child;

    return new Promise<string>((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill();
        reject(error);
      };
      const timeoutMs = this.opts.startTimeoutMs ?? 60_000;
      const timer = setTimeout(
        () => fail(new Error(`The server did not become ready within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );

      const onListening = (port: string) => {
        const origin = `http://127.0.0.1:${port}`;
        void this.waitForReady(origin, () => settled).then((ready) => {
          if (!ready || settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(origin);
        });
      };
      this.pipe(child.stdout, (line) => {
        const match = LISTENING.exec(line);
        if (match) onListening(match[2]);
      });
      this.pipe(child.stderr);

      child.once('exit', (code) => {
        this.writeLog(`server exited with code ${code}`);
        if (this.child === child) this.child = null;
        if (!settled) return fail(new Error(`The server stopped while starting (exit code ${code})`));
        this.onUnexpectedExit(code);
      });
    });
  }

  private onUnexpectedExit(code: number | null): void {
    if (this.stopping) return;
    const restarts = this.current.restarts;
    if (restarts < (this.opts.maxRestarts ?? 1)) {
      this.setStatus({ state: 'starting', origin: null, restarts: restarts + 1 });
      void this.run().catch(() => {
        /* reported through the status */
      });
      return;
    }
    this.setStatus({
      state: 'failed',
      origin: null,
      error: `The server stopped unexpectedly (exit code ${code}) and could not be restarted`,
      restarts,
    });
  }

  private async waitForReady(origin: string, givenUp: () => boolean): Promise<boolean> {
    while (!givenUp()) {
      if (await isServerReady(this.fetch, origin, 2000)) return true;
      await delay(100);
    }
    return false;
  }

  private setStatus(status: EmbeddedStatus): void {
    this.current = status;
    if (status.state !== 'starting') {
      const waiters = this.waiters;
      this.waiters = [];
      waiters.forEach((resolve) => resolve(status.state === 'ready' ? status.origin : null));
    }
    this.opts.onStatus?.(this.status);
  }

  private pipe(stream: NodeJS.ReadableStream | null, onLine?: (line: string) => void): void {
    if (!stream) return;
    let pending = '';
    stream.on('data', (chunk: Buffer | string) => {
      const text = chunk.toString();
      this.log?.write(text);
      if (!onLine) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach((line) => onLine(line.replace(/\r$/, '')));
    });
  }

  private openLog(): void {
    if (this.log) return;
    fs.mkdirSync(path.dirname(this.opts.logFile), { recursive: true });
    try {
      if (fs.statSync(this.opts.logFile).size > (this.opts.maxLogBytes ?? 5 * 1024 * 1024)) {
        fs.renameSync(this.opts.logFile, `${this.opts.logFile}.1`);
      }
    } catch {
      /* no log yet */
    }
    this.log = fs.createWriteStream(this.opts.logFile, { flags: 'a' });
  }

  private writeLog(message: string): void {
    this.log?.write(`[desktop ${new Date().toISOString()}] ${message}\n`);
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());
