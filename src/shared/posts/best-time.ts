import { businessClock, filterStamp, type BusinessClock } from '../time/business-clock';

/**
 * Post at Best Time (spec 01 §2 "Post creation"; issue 13 "Schedule"), per account: the weekday-hour
 * slot, in the user's time zone, with the highest mean engagement of that account's posts over the
 * last 90 days; its next occurrence within 7 days, at least 2 hours from the account's other
 * scheduled posts (else the next best slot). With fewer than 10 measured posts, the next of 10:00,
 * 13:00 and 19:00 on a weekday or 11:00 at a weekend, kept 2 hours from the others as well. Pure.
 */

export const HISTORY_DAYS = 90;
export const MIN_MEASURED_POSTS = 10;
export const LOOKAHEAD_DAYS = 7;
export const MIN_GAP_MS = 2 * 60 * 60 * 1000;
/** Hours used before an account has a history. */
export const WEEKDAY_HOURS = [10, 13, 19] as const;
export const WEEKEND_HOURS = [11] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far the defaults look when every default hour of a week is taken (then any free hour). */
const DEFAULT_SEARCH_DAYS = 28;

export interface MeasuredPost {
  publishedAt: Date;
  /** Likes, comments, shares… as one number (the account's network decides what counts). */
  engagement: number;
}

export interface BestTimeInput {
  history: readonly MeasuredPost[];
  /** The account's other scheduled posts. */
  otherScheduled: readonly Date[];
  now: Date;
  /** The user's IANA zone; an unknown one reads as Asia/Kolkata (the business clock's fallback). */
  timeZone: string;
}

/** A calendar day and hour of the zone; `weekday` 0 is Sunday. */
interface WallHour {
  ymd: string;
  weekday: number;
  hour: number;
}

const pad = (v: number) => String(v).padStart(2, '0');

function wallHourAt(clock: BusinessClock, at: Date): WallHour {
  const stamp = filterStamp(clock, at);
  const ymd = stamp.slice(0, 10);
  return { ymd, weekday: new Date(`${ymd}T00:00:00Z`).getUTCDay(), hour: Number(stamp.slice(11, 13)) };
}

/**
 * The moment `hour`:00 of a zone day, or null when the clocks skip that hour that day (DST spring
 * forward: 02:00 does not happen in New York on the second Sunday of March).
 */
function atHour(clock: BusinessClock, ymd: string, hour: number): Date | null {
  const from = clock.dayRange(`${ymd} ${pad(hour)}:00`).from;
  if (!from) return null;
  const at = new Date(from);
  const back = wallHourAt(clock, at);
  return back.ymd === ymd && back.hour === hour ? at : null;
}

/** The zone days from today on, as YYYY-MM-DD with their weekday. */
function* daysFrom(clock: BusinessClock, now: Date, count: number) {
  const today = clock.ymdAt(now);
  for (let i = 0; i <= count; i++) {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    yield { ymd: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
  }
}

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

const clearOf = (at: Date, others: readonly Date[]) =>
  others.every((o) => Math.abs(o.getTime() - at.getTime()) >= MIN_GAP_MS);

/** Weekday-hour slots by mean engagement, best first (more posts, then earlier in the week, on a tie). */
function rankedSlots(clock: BusinessClock, history: readonly MeasuredPost[]) {
  const slots = new Map<string, { weekday: number; hour: number; total: number; count: number }>();
  for (const post of history) {
    const { weekday, hour } = wallHourAt(clock, post.publishedAt);
    const key = `${weekday}-${hour}`;
    const slot = slots.get(key) ?? { weekday, hour, total: 0, count: 0 };
    slot.total += post.engagement;
    slot.count += 1;
    slots.set(key, slot);
  }
  return [...slots.values()].sort(
    (a, b) =>
      b.total / b.count - a.total / a.count || b.count - a.count || a.weekday - b.weekday || a.hour - b.hour,
  );
}

/** The next default hour (10, 13, 19 on weekdays; 11 at weekends) that is free; then any free hour. */
function defaultTime(clock: BusinessClock, now: Date, others: readonly Date[]): Date {
  for (const { ymd, weekday } of daysFrom(clock, now, DEFAULT_SEARCH_DAYS)) {
    for (const hour of isWeekend(weekday) ? WEEKEND_HOURS : WEEKDAY_HOURS) {
      const at = atHour(clock, ymd, hour);
      if (at && at > now && clearOf(at, others)) return at;
    }
  }
  // Every default hour of four weeks is taken: the first whole hour that is 2 hours from the rest.
  const start = Math.ceil((now.getTime() + 1) / 3_600_000) * 3_600_000;
  for (let at = start; ; at += 3_600_000) if (clearOf(new Date(at), others)) return new Date(at);
}

/** When an account's next post should go out (the top of an hour in the user's zone). */
export function bestTime({ history, otherScheduled, now, timeZone }: BestTimeInput): Date {
  const clock = businessClock({ timeZone });
  const since = now.getTime() - HISTORY_DAYS * DAY_MS;
  const measured = history.filter(
    (p) =>
      Number.isFinite(p.engagement) &&
      p.publishedAt.getTime() > since &&
      p.publishedAt.getTime() <= now.getTime(),
  );
  if (measured.length < MIN_MEASURED_POSTS) return defaultTime(clock, now, otherScheduled);

  const horizon = now.getTime() + LOOKAHEAD_DAYS * DAY_MS;
  for (const slot of rankedSlots(clock, measured)) {
    for (const { ymd, weekday } of daysFrom(clock, now, LOOKAHEAD_DAYS)) {
      if (weekday !== slot.weekday) continue;
      const at = atHour(clock, ymd, slot.hour);
      if (at && at > now && at.getTime() <= horizon && clearOf(at, otherScheduled)) return at;
    }
  }
  return defaultTime(clock, now, otherScheduled);
}
