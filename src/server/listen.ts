import type { Logger } from 'pino';
import { buildApp, type BuiltApp } from './app';
import type { ServerConfig } from './config';

/**
 * The server built and listening on its configured address: `npm run serve` and the desktop's
 * embedded server (main.ts), and each journey's server (tests/e2e/support/server-host.ts).
 * Without PUBLIC_BASE_URL the public address is the one listened on, which with PORT=0 (the
 * embedded server) is only known now.
 */
export async function listen(
  config: ServerConfig,
  { logger }: { logger?: Logger } = {},
): Promise<BuiltApp & { port: number }> {
  const built = await buildApp(config, { logger });
  await built.app.listen({ port: config.port, host: config.host });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (!config.publicBaseUrlGiven) config.publicBaseUrl = `http://${config.host}:${port}`;
  return { ...built, port };
}
