import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/http/client';
import { applyServerErrors } from '../../src/renderer/components/form/applyServerErrors';
import {
  digitsOnly,
  isAllowedDigitKey,
  isBlockedNumericKey,
  stripBlockedNumericChars,
} from '../../src/renderer/components/form/keys';
import { withScheme } from '../../src/shared/forms/web-address';

describe('links get http:// when they have no scheme', () => {
  it('prepends http:// to a bare address', () => {
    expect(withScheme('example.com')).toBe('http://example.com');
    expect(withScheme('  www.shop.in/menu?x=1 ')).toBe('http://www.shop.in/menu?x=1');
    expect(withScheme('localhost:8080/a')).toBe('http://localhost:8080/a');
    expect(withScheme('//cdn.example.com/x')).toBe('http://cdn.example.com/x');
  });

  it('keeps links that have a scheme, and empty text', () => {
    expect(withScheme('https://example.com')).toBe('https://example.com');
    expect(withScheme('HTTP://EXAMPLE.COM')).toBe('HTTP://EXAMPLE.COM');
    expect(withScheme('ftp://files.example.com')).toBe('ftp://files.example.com');
    expect(withScheme('mailto:a@b.in')).toBe('mailto:a@b.in');
    expect(withScheme('tel:+911234567890')).toBe('tel:+911234567890');
    expect(withScheme('   ')).toBe('');
  });
});

describe('numeric and digit-only inputs', () => {
  it('block e, E, + and - in numeric inputs', () => {
    for (const key of ['e', 'E', '+', '-']) expect(isBlockedNumericKey(key)).toBe(true);
    for (const key of ['1', '0', '.', 'Backspace', 'ArrowUp', 'Tab'])
      expect(isBlockedNumericKey(key)).toBe(false);
    expect(stripBlockedNumericChars('-1e5+2')).toBe('152');
  });

  it('accept only digits and navigation keys in digit-only inputs', () => {
    for (const key of [
      '0',
      '5',
      '9',
      'Backspace',
      'Delete',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
      'Enter',
    ])
      expect(isAllowedDigitKey({ key })).toBe(true);
    for (const key of ['a', 'e', '.', '-', '+', ' ', 'F5']) expect(isAllowedDigitKey({ key })).toBe(false);
  });

  it('keep copy, paste and select-all shortcuts', () => {
    expect(isAllowedDigitKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedDigitKey({ key: 'a', metaKey: true })).toBe(true);
  });

  it('keep only the digits of pasted text', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('007')).toBe('007');
  });
});

describe('server field errors on the form', () => {
  const recorder = () => {
    const calls: [string, { type: string; message: string }, { shouldFocus?: boolean } | undefined][] = [];
    const setError = ((
      name: string,
      error: { type: string; message: string },
      options?: { shouldFocus?: boolean },
    ) => calls.push([name, error, options])) as never;
    return { calls, setError };
  };

  it('puts each 422 field error on its field and focuses the first', () => {
    const { calls, setError } = recorder();
    const err = new ApiError(422, 'Name is Required', 'ValidationFailed', {
      name: 'Name is Required',
      'userSubPlans.0.quantity': 'Quantity must be at least 0',
      _: 'Check the form',
    });
    expect(applyServerErrors(setError, err)).toBe(true);
    expect(calls).toEqual([
      ['name', { type: 'server', message: 'Name is Required' }, { shouldFocus: true }],
      [
        'userSubPlans.0.quantity',
        { type: 'server', message: 'Quantity must be at least 0' },
        { shouldFocus: false },
      ],
      ['root.server', { type: 'server', message: 'Check the form' }, { shouldFocus: false }],
    ]);
  });

  it('leaves other failures to the caller', () => {
    const { calls, setError } = recorder();
    expect(applyServerErrors(setError, new ApiError(409, 'Exists', 'Conflict'))).toBe(false);
    expect(applyServerErrors(setError, new ApiError(422, 'Bad', 'ValidationFailed'))).toBe(false);
    expect(applyServerErrors(setError, new Error('offline'))).toBe(false);
    expect(calls).toEqual([]);
  });
});
