import { atom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';

export type ThemeMode = 'light' | 'dark';

/** The device's choice of light or dark, kept in local storage (it survives sign-out). */
export const THEME_KEY = 'theme';

function initialThemeMode(): ThemeMode {
  const saved = localStorage.getItem(THEME_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

// Read per store, so the fresh store that logout creates starts from the saved choice.
const baseAtom = atomWithDefault<ThemeMode>(initialThemeMode);

export const themeModeAtom = atom(
  (get) => get(baseAtom),
  (_get, set, mode: ThemeMode) => {
    localStorage.setItem(THEME_KEY, mode);
    set(baseAtom, mode);
  },
);
