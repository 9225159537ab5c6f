import { utilityProcess } from 'electron';
import type { SpawnServer } from './embedded-server';

/**
 * Runs the server bundle in an Electron utility process: Electron's own Node, no window, killed
 * with the app. The embedded-server supervisor gets this function; tests give it child_process.
 */
export function utilityServerSpawner(modulePath: string): SpawnServer {
  return (env) =>
    utilityProcess.fork(modulePath, [], {
      env: { ...process.env, ...env },
      stdio: 'pipe',
      serviceName: 'BizSuite server',
    });
}
