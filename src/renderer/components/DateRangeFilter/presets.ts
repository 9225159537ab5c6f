import dayjs, { type Dayjs } from 'dayjs';

export const PRESET_LABELS = [
  'Today',
  'Yesterday',
  'This Week',
  'Last Week',
  'This Month',
  'Last Month',
] as const;
export type PresetLabel = (typeof PRESET_LABELS)[number];

/**
 * The date picker presets of spec 00 section 9. Ranges never reach past today ("Date pickers cannot
 * choose a future date", spec 03), so This Week and This Month end today. Weeks start on the
 * locale's first day (Sunday in the default en locale, as antd's calendar shows them).
 */
export function rangePresets(today: Dayjs = dayjs()): { label: PresetLabel; value: [Dayjs, Dayjs] }[] {
  const day = today.startOf('day');
  const yesterday = day.subtract(1, 'day');
  const lastWeek = day.subtract(1, 'week');
  const lastMonth = day.subtract(1, 'month');
  return [
    { label: 'Today', value: [day, day] },
    { label: 'Yesterday', value: [yesterday, yesterday] },
    { label: 'This Week', value: [day.startOf('week'), day] },
    { label: 'Last Week', value: [lastWeek.startOf('week'), lastWeek.endOf('week').startOf('day')] },
    { label: 'This Month', value: [day.startOf('month'), day] },
    { label: 'Last Month', value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')] },
  ];
}

/**
 * Date pickers cannot choose a future date (spec 03). The other rule, the end never before the
 * start, is the picker's own ordering: a range picked backwards is swapped, never kept.
 */
export function isFutureDay(day: Dayjs, today: Dayjs = dayjs()): boolean {
  return day.isAfter(today, 'day');
}
