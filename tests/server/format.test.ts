import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/shared/format';

describe('export formats in the business time zone', () => {
  it('keeps plan dates as they are', () => expect(formatDate('2026-11-22')).toBe('22-11-2026'));
  it('shows a timestamp on its Indian calendar day', () => {
    expect(formatDate('2026-11-22T20:00:00.000Z')).toBe('23-11-2026');
    expect(formatDateTime('2026-11-22T20:00:00.000Z')).toBe('23-11-2026 01:30 AM');
    expect(formatDateTime('2026-11-22T07:35:00.000Z')).toBe('22-11-2026 01:05 PM');
  });
  it('is empty for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
