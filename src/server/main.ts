import { configFromEnv, startupProblems } from './config';
import { listen } from './listen';

/** The standalone (and embedded) server: listens, and stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = configFromEnv();
  const problems = startupProblems(config);
  if (problems.length) {
    console.error(`The server cannot start:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  const { app, close, port } = await listen(config);
  app.log.info(
    { port, dataDir: config.dataDir, database: config.databaseUrl ? 'postgresql' : 'sqlite' },
    'server ready',
  );
  // The desktop main process reads this line to learn the port it asked the OS to choose.
  process.stdout.write(`LISTENING ${config.host}:${port}\n`);
  // `npm run serve` users look for the address.
  if (config.staticDir)
    console.error(`Open http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}/`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
