import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  businessClock,
  formatYmd,
  isFilterDate,
  isTimeZone,
} from '../../src/shared/time/business-clock';

const at = (iso: string) => () => new Date(iso);

describe('the business clock (Asia/Kolkata unless the setting says otherwise)', () => {
  it('today is the business-zone day: 00:30 IST is already the next day in India', () => {
    const clock = businessClock({ now: at('2026-11-22T19:00:00Z') });
    expect(clock.timeZone).toBe(DEFAULT_TIME_ZONE);
    expect(clock.today()).toBe('2026-11-23');
    expect(businessClock({ now: at('2026-11-22T18:29:59Z') }).today()).toBe('2026-11-22');
  });

  it('a payment at 00:30 IST on 1 April is dated in the new financial year', () => {
    const clock = businessClock();
    expect(clock.ymdAt(Date.parse('2027-03-31T19:00:00Z'))).toBe('2027-04-01');
    expect(clock.ymdAt('2027-03-31T18:00:00.000Z')).toBe('2027-03-31');
    // A stored timestamp without an offset is UTC.
    expect(clock.ymdAt('2027-03-31 19:00:00')).toBe('2027-04-01');
    expect(clock.ymdAt('2027-03-31')).toBe('2027-03-31');
    expect(clock.ymdAt('garbage')).toBe('');
  });

  it('a date filter covers the whole business day, in UTC instants', () => {
    const clock = businessClock();
    expect(clock.dayRange('2026-11-22', '2026-11-22')).toEqual({
      from: '2026-11-21T18:30:00.000Z',
      to: '2026-11-22T18:29:59.999Z',
    });
    expect(clock.dayRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });

  it('a log filter YYYY-MM-DD HH:mm:ss is that moment in the business zone (spec 00 section 7)', () => {
    expect(businessClock().dayRange('2026-11-22 09:00:00', '2026-11-22 17:30:15')).toEqual({
      from: '2026-11-22T03:30:00.000Z',
      to: '2026-11-22T12:00:15.999Z',
    });
  });

  it('refuses a date that does not exist instead of guessing', () => {
    expect(isFilterDate('2026-02-30')).toBe(false);
    expect(isFilterDate('2026-11-22 24:00:00')).toBe(false);
    expect(isFilterDate('2026-11-22 23:59:59')).toBe(true);
    expect(() => businessClock().dayRange('2026-13-01')).toThrow(RangeError);
  });

  it('shows DD-MM-YYYY and DD-MM-YYYY hh:mm A in the business zone (spec 00 section 9)', () => {
    const clock = businessClock();
    expect(clock.formatDate('2026-11-22')).toBe('22-11-2026');
    expect(clock.formatDate('2026-11-22T20:00:00.000Z')).toBe('23-11-2026');
    expect(clock.formatDateTime('2026-11-22T20:00:00.000Z')).toBe('23-11-2026 01:30 AM');
    expect(clock.formatDateTime('2026-11-22T07:35:00.000Z')).toBe('22-11-2026 01:05 PM');
    expect(clock.formatDateTime('2026-11-22T06:30:00Z')).toBe('22-11-2026 12:00 PM');
    expect(clock.formatDate(null)).toBe('');
    expect(clock.formatDateTime('not a date')).toBe('');
    expect(formatYmd('2026-04-01')).toBe('01-04-2026');
  });

  it('another zone is a setting away, and follows its daylight saving', () => {
    const ny = businessClock({ timeZone: 'America/New_York', now: at('2026-03-08T04:30:00Z') });
    expect(ny.today()).toBe('2026-03-07');
    // 8 March 2026 has 23 hours in New York.
    expect(ny.dayRange('2026-03-08', '2026-03-08')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
  });

  it('reads the zone at each call, so a changed setting applies at once; an unknown zone is IST', () => {
    let zone = 'Asia/Kolkata';
    const clock = businessClock({ timeZone: () => zone, now: at('2026-11-22T20:00:00Z') });
    expect(clock.today()).toBe('2026-11-23');
    zone = 'Europe/London';
    expect(clock.today()).toBe('2026-11-22');
    zone = 'Mars/Olympus';
    expect(isTimeZone(zone)).toBe(false);
    expect(clock.timeZone).toBe(DEFAULT_TIME_ZONE);
  });
});
