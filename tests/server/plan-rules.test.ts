import { describe, expect, it } from 'vitest';
import { planEndDate } from '../../src/shared/billing/rules';

describe('plan end date = start + validity − 1 day', () => {
  it.each([
    ['2026-04-01', 1, 'yearly', '2027-03-31'],
    ['2026-01-15', 1, 'monthly', '2026-02-14'],
    ['2026-01-31', 1, 'monthly', '2026-02-27'],
    ['2024-02-29', 1, 'yearly', '2025-02-27'],
    ['2026-12-01', 30, 'daily', '2026-12-30'],
    ['2026-11-22', 1, 'daily', '2026-11-22'],
    ['2026-11-22', 3, 'monthly', '2027-02-21'],
  ] as const)('%s + %i %s ends %s', (start, validity, type, end) => {
    expect(planEndDate(start, validity, type)).toBe(end);
  });

  it('a package without validity never ends', () => {
    expect(planEndDate('2026-11-22', 0, 'na')).toBe('9999-12-31');
  });
});
