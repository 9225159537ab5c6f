import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

/**
 * The one jotai store of the renderer. It lives outside React so that the transport (401, stale
 * answers) can read and write it; logout replaces it with a fresh one, which resets every atom of
 * every feature at once (spec 00 section 4: logout "resets all application state").
 */
let store: AppStore = createStore();
const listeners = new Set<() => void>();

export const getAppStore = (): AppStore => store;

export function resetAppStore(): void {
  store = createStore();
  listeners.forEach((listener) => listener());
}

export function subscribeAppStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
