import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  toApiDate,
  toApiDateTime,
} from '../../src/renderer/components/format/dates';
import { formatInr, groupIndian } from '../../src/renderer/components/format/money';

beforeAll(() => {
  // Node reads TZ when it changes; India is where the product's users are.
  process.env.TZ = 'Asia/Kolkata';
});

describe('dates as users see them (DD-MM-YYYY, DD-MM-YYYY hh:mm A)', () => {
  it('shows a plan date without shifting the day', () => {
    expect(formatDate('2026-03-01')).toBe('01-03-2026');
    expect(toApiDate('2026-03-01')).toBe('2026-03-01');
  });

  it('shows a UTC timestamp in local time with a 12-hour clock', () => {
    expect(formatDateTime('2026-03-01T18:45:00Z')).toBe('02-03-2026 12:15 AM');
    expect(formatDateTime('2026-03-01T06:30:00.000Z')).toBe('01-03-2026 12:00 PM');
  });

  it('reads a log time without an offset as UTC, since the server stores UTC', () => {
    expect(formatDateTime('2026-03-01 06:30:00')).toBe('01-03-2026 12:00 PM');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('sends days as YYYY-MM-DD and log filters as YYYY-MM-DD HH:mm:ss', () => {
    const local = new Date(2026, 0, 5, 9, 7, 3);
    expect(toApiDate(local)).toBe('2026-01-05');
    expect(toApiDateTime(local)).toBe('2026-01-05 09:07:03');
  });
});

describe('rupees in the Indian format', () => {
  it('groups lakhs and crores and shows paise', () => {
    expect(formatInr(12345678)).toBe('₹1,23,456.78');
    expect(formatInr(1234567890)).toBe('₹1,23,45,678.90');
    expect(formatInr(99900)).toBe('₹999.00');
    expect(formatInr(100000)).toBe('₹1,000.00');
  });

  it('shows zero, small and negative amounts', () => {
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(5)).toBe('₹0.05');
    expect(formatInr(-250050)).toBe('-₹2,500.50');
  });

  it('rounds a fractional paise amount and refuses non-numbers', () => {
    expect(formatInr(1999.6)).toBe('₹20.00');
    expect(formatInr(Number.NaN)).toBe('');
  });

  it('agrees with the platform Indian locale', () => {
    for (const paise of [0, 7, 1_00, 12_34_56_78, 9_87_65_43_21_00]) {
      const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
      expect(formatInr(paise)).toBe(intl);
    }
  });

  it('groups digits by three, then by two', () => {
    expect(groupIndian('1')).toBe('1');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(groupIndian('10000000')).toBe('1,00,00,000');
  });
});
