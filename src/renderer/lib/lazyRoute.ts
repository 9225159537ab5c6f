import type { ComponentType } from 'react';

/**
 * Route-level code splitting: `lazy: lazyComponent(() => import('./pages/LoginPage'), 'LoginPage')`.
 * Each page arrives in its own chunk when its route is first visited, which keeps the login
 * route's download small.
 */
export function lazyComponent<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return async (): Promise<{ Component: ComponentType }> => ({
    Component: (await load())[name] as ComponentType,
  });
}
