// The journeys' server host, one child process per Playwright worker (server.ts starts it from the
// bundle global-setup.ts makes). A journey's server was a process of its own, and loading the
// server's code was most of its start: four seconds of CPU for each of 60 journeys, a fifth of the
// whole browser run. Here the code is loaded once, and each journey's server is an app of its own
// in this process (own data folder, own port, own log, own jobs), built and listened as
// `npm run serve` does (src/server/listen.ts) and closed when the journey ends. The server keeps
// no state outside its app, so apps side by side or one after another share nothing but code.
import { createLogger } from '../../../src/server/app';
import { configFromEnv, startupProblems } from '../../../src/server/config';
import { listen } from '../../../src/server/listen';
import type { HostReply, HostRequest } from './server-host-protocol';

const running = new Map<string, { close(): Promise<void> }>();

async function start(env: NodeJS.ProcessEnv): Promise<{ url: string }> {
  const config = configFromEnv(env);
  const problems = startupProblems(config);
  if (problems.length) throw new Error(`The server cannot start:\n${problems.join('\n')}`);
  // Each app's log goes to the parent with its address, so a failed journey shows its own server's.
  let url = '';
  const pending: string[] = [];
  const logger = createLogger(config.logLevel, {
    write(line: string) {
      if (url) send({ log: url, line });
      else pending.push(line);
    },
  });
  const { close, port } = await listen(config, { logger });
  url = `http://${config.host}:${port}`;
  for (const line of pending) send({ log: url, line });
  running.set(url, { close });
  return { url };
}

async function stop(url: string): Promise<void> {
  const app = running.get(url);
  running.delete(url);
  await app?.close();
}

function send(reply: HostReply) {
  process.send?.(reply);
}

process.on('message', (request: HostRequest) => {
  const done = 'start' in request ? start(request.start) : stop(request.stop).then(() => ({}));
  done.then(
    (result) => send({ id: request.id, ...result }),
    (err: Error) => send({ id: request.id, error: err.stack ?? String(err) }),
  );
});
// The worker that started this host has gone (it ended, or was killed): so do its servers.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
