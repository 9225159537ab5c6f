import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  isFutureDay,
  PRESET_LABELS,
  rangePresets,
} from '../../src/renderer/components/DateRangeFilter/presets';

const fmt = (r: [dayjs.Dayjs, dayjs.Dayjs]) => r.map((d) => d.format('YYYY-MM-DD'));

describe('date range presets', () => {
  // Wednesday 18 March 2026.
  const today = dayjs('2026-03-18T15:20:00');
  const presets = Object.fromEntries(rangePresets(today).map((p) => [p.label, fmt(p.value)]));

  it('offers the spec presets in order', () => {
    expect(rangePresets(today).map((p) => p.label)).toEqual([...PRESET_LABELS]);
    expect(PRESET_LABELS).toEqual([
      'Today',
      'Yesterday',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
    ]);
  });

  it('covers the right days and never reaches past today', () => {
    expect(presets['Today']).toEqual(['2026-03-18', '2026-03-18']);
    expect(presets['Yesterday']).toEqual(['2026-03-17', '2026-03-17']);
    expect(presets['This Week']).toEqual(['2026-03-15', '2026-03-18']);
    expect(presets['Last Week']).toEqual(['2026-03-08', '2026-03-14']);
    expect(presets['This Month']).toEqual(['2026-03-01', '2026-03-18']);
    expect(presets['Last Month']).toEqual(['2026-02-01', '2026-02-28']);
  });

  it('handles the turn of a year', () => {
    const jan1 = Object.fromEntries(rangePresets(dayjs('2026-01-01')).map((p) => [p.label, fmt(p.value)]));
    expect(jan1['Yesterday']).toEqual(['2025-12-31', '2025-12-31']);
    expect(jan1['Last Month']).toEqual(['2025-12-01', '2025-12-31']);
  });
});

describe('days a user cannot pick', () => {
  const today = dayjs('2026-03-18T10:00:00');

  it('refuses future days but allows today and the past', () => {
    expect(isFutureDay(dayjs('2026-03-19'), today)).toBe(true);
    expect(isFutureDay(dayjs('2026-03-18T23:59:00'), today)).toBe(false);
    expect(isFutureDay(dayjs('2020-01-01'), today)).toBe(false);
  });
});
