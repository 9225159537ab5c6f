import { describe, expect, it } from 'vitest';
import { bestTime, type MeasuredPost } from '../../src/shared/posts/best-time';

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** `count` posts a week apart, the last at `lastIso`, each with `engagement`. */
const weekly = (lastIso: string, count: number, engagement: number): MeasuredPost[] =>
  Array.from({ length: count }, (_, i) => ({
    publishedAt: new Date(new Date(lastIso).getTime() - i * WEEK),
    engagement,
  }));

const iso = (d: Date) => d.toISOString();
const at = (value: string) => new Date(value);

describe('best time without a history (issue 13: 10:00, 13:00, 19:00 on weekdays, 11:00 at weekends)', () => {
  const kolkata = { history: [], otherScheduled: [], timeZone: 'Asia/Kolkata' };

  it('picks 10:00 of a weekday morning in the user’s zone', () => {
    // Monday 23-11-2026 08:00 IST.
    expect(iso(bestTime({ ...kolkata, now: at('2026-11-23T02:30:00Z') }))).toBe('2026-11-23T04:30:00.000Z');
  });

  it('moves on to 13:00, then 19:00, then the next morning', () => {
    expect(iso(bestTime({ ...kolkata, now: at('2026-11-23T05:00:00Z') }))).toBe('2026-11-23T07:30:00.000Z');
    expect(iso(bestTime({ ...kolkata, now: at('2026-11-23T08:00:00Z') }))).toBe('2026-11-23T13:30:00.000Z');
    expect(iso(bestTime({ ...kolkata, now: at('2026-11-23T14:00:00Z') }))).toBe('2026-11-24T04:30:00.000Z');
  });

  it('takes 11:00 at the weekend', () => {
    // Friday 27-11-2026 20:00 IST → Saturday 11:00 IST.
    expect(iso(bestTime({ ...kolkata, now: at('2026-11-27T14:30:00Z') }))).toBe('2026-11-28T05:30:00.000Z');
    // Saturday after 11:00 → Sunday 11:00.
    expect(iso(bestTime({ ...kolkata, now: at('2026-11-28T06:00:00Z') }))).toBe('2026-11-29T05:30:00.000Z');
  });

  it('keeps 2 hours from the account’s other scheduled posts', () => {
    // Another post at 11:00 IST: 10:00 is too close, 13:00 is exactly 2 hours away.
    const others = [at('2026-11-23T05:30:00Z')];
    expect(iso(bestTime({ ...kolkata, otherScheduled: others, now: at('2026-11-23T02:30:00Z') }))).toBe(
      '2026-11-23T07:30:00.000Z',
    );
  });

  it('still uses the defaults with 9 measured posts', () => {
    const history = weekly('2026-11-18T12:30:00Z', 9, 500); // Wednesdays 18:00 IST
    expect(iso(bestTime({ ...kolkata, history, now: at('2026-11-23T02:30:00Z') }))).toBe(
      '2026-11-23T04:30:00.000Z',
    );
  });

  it('finds a free hour when every default hour for weeks is taken', () => {
    const now = at('2026-11-23T02:30:00Z');
    const others = Array.from({ length: 40 * 24 }, (_, h) => new Date(now.getTime() + h * 3_600_000)).filter(
      (_, h) => h !== 100,
    );
    // No hour but one is free, and it is less than 2 hours from its neighbours: the first hour past them.
    const chosen = bestTime({ ...kolkata, otherScheduled: others, now });
    expect(chosen.getTime()).toBeGreaterThan(others[others.length - 1].getTime());
  });
});

describe('best time from an account’s history (issue 13: the best weekday-hour over 90 days)', () => {
  // In Kolkata: Wednesdays 18:00 IST did best, Tuesdays 09:00 IST worse.
  const history = [...weekly('2026-11-18T12:30:00Z', 6, 300), ...weekly('2026-11-17T03:30:00Z', 6, 40)];

  it('picks the slot with the highest mean engagement, next week if need be', () => {
    // Monday 23-11-2026 08:00 IST → Wednesday 25-11 18:00 IST.
    expect(
      iso(
        bestTime({ history, otherScheduled: [], now: at('2026-11-23T02:30:00Z'), timeZone: 'Asia/Kolkata' }),
      ),
    ).toBe('2026-11-25T12:30:00.000Z');
  });

  it('goes to the next best slot when another post is within 2 hours', () => {
    const others = [at('2026-11-25T11:00:00Z')]; // Wednesday 16:30 IST
    expect(
      iso(
        bestTime({
          history,
          otherScheduled: others,
          now: at('2026-11-23T02:30:00Z'),
          timeZone: 'Asia/Kolkata',
        }),
      ),
    ).toBe('2026-11-24T03:30:00.000Z');
  });

  it('uses a mean, so one lucky post does not outweigh a steady slot', () => {
    const withOutlier = [
      ...history,
      { publishedAt: at('2026-11-20T06:30:00Z'), engagement: 900 },
      ...weekly('2026-11-13T06:30:00Z', 5, 0),
    ];
    // Fridays 12:00 IST: (900 + 0 × 5) / 6 = 150, below Wednesdays' 300.
    expect(
      iso(
        bestTime({
          history: withOutlier,
          otherScheduled: [],
          now: at('2026-11-23T02:30:00Z'),
          timeZone: 'Asia/Kolkata',
        }),
      ),
    ).toBe('2026-11-25T12:30:00.000Z');
  });

  it('forgets posts older than 90 days', () => {
    const old = weekly('2026-08-01T12:30:00Z', 12, 1000);
    expect(
      iso(
        bestTime({
          history: old,
          otherScheduled: [],
          now: at('2026-11-23T02:30:00Z'),
          timeZone: 'Asia/Kolkata',
        }),
      ),
    ).toBe('2026-11-23T04:30:00.000Z');
  });
});

describe('best time across a daylight saving change (America/New_York)', () => {
  const ny = 'America/New_York';

  it('keeps the weekend default at 11:00 local on the Sunday the clocks go forward', () => {
    // Saturday 07-03-2026 12:00 EST; Sunday 08-03 11:00 is EDT (UTC−4).
    expect(
      iso(bestTime({ history: [], otherScheduled: [], now: at('2026-03-07T17:00:00Z'), timeZone: ny })),
    ).toBe('2026-03-08T15:00:00.000Z');
  });

  it('keeps a slot learnt in winter at the same local hour in summer', () => {
    // Mondays 09:00 EST (14:00 UTC) did best; the next Monday is 09:00 EDT (13:00 UTC).
    const history = [...weekly('2026-03-02T14:00:00Z', 10, 200), ...weekly('2026-03-03T20:00:00Z', 5, 20)];
    expect(
      iso(bestTime({ history, otherScheduled: [], now: at('2026-03-07T17:00:00Z'), timeZone: ny })),
    ).toBe('2026-03-09T13:00:00.000Z');
  });

  it('skips a best hour that the clocks jump over, for the next best slot', () => {
    // Sundays 02:00 EST did best, but 08-03-2026 02:00 does not exist in New York.
    const history = [...weekly('2026-03-01T07:00:00Z', 10, 500), ...weekly('2026-03-02T14:00:00Z', 10, 200)];
    expect(
      iso(bestTime({ history, otherScheduled: [], now: at('2026-03-07T17:00:00Z'), timeZone: ny })),
    ).toBe('2026-03-09T13:00:00.000Z');
  });

  it('keeps a summer slot at the same local hour after the clocks go back in November', () => {
    // Mondays 09:00 EDT (13:00 UTC) in October; Monday 02-11-2026 09:00 is EST (14:00 UTC).
    const history = weekly('2026-10-26T13:00:00Z', 10, 100);
    expect(
      iso(bestTime({ history, otherScheduled: [], now: at('2026-10-31T16:00:00Z'), timeZone: ny })),
    ).toBe('2026-11-02T14:00:00.000Z');
  });

  it('reads an unknown zone as Asia/Kolkata', () => {
    expect(
      iso(
        bestTime({ history: [], otherScheduled: [], now: at('2026-11-23T02:30:00Z'), timeZone: 'Mars/Base' }),
      ),
    ).toBe('2026-11-23T04:30:00.000Z');
  });
});
