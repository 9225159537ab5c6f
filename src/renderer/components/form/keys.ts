/** Spec 00 section 5: numeric inputs block the keys e, E, +, -. */
export const BLOCKED_NUMERIC_KEYS: readonly string[] = ['e', 'E', '+', '-'];

export function isBlockedNumericKey(key: string): boolean {
  return BLOCKED_NUMERIC_KEYS.includes(key);
}

const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Spec 00 section 5: digit-only inputs accept only digits and navigation keys. Shortcuts with Ctrl
 * or Cmd (copy, paste, select all, undo) stay usable; pasted text is filtered by `digitsOnly`.
 */
export function isAllowedDigitKey(e: KeyLike): boolean {
  if (e.ctrlKey || e.metaKey) return true;
  // Virtual keyboards report 'Unidentified'; their text is still filtered on change.
  if (e.key === 'Unidentified') return true;
  return /^[0-9]$/.test(e.key) || NAVIGATION_KEYS.has(e.key);
}

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** What a numeric field keeps from pasted or dropped text: the same characters its keys allow. */
export function stripBlockedNumericChars(value: string): string {
  return value.replace(/[eE+-]/g, '');
}
