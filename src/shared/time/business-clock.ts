/**
 * The business clock (issue 9 section 3, ARCHITECTURE.md "Time"): what "today" is, what a day of a
 * date filter covers, and how dates are shown, all in the business's time zone (Asia/Kolkata
 * unless the `general` setting says otherwise). Time is stored in UTC; plan dates are calendar
 * days (YYYY-MM-DD) in this zone. Pure: Intl only, so the server and the renderer share it.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** A moment: a Date, epoch milliseconds, or an ISO string (one without an offset is UTC, as stored). */
export type Instant = Date | number | string;

export interface DayRange {
  /** First instant of the range, ISO UTC. */
  from?: string;
  /** Last instant of the range (inclusive), ISO UTC. */
  to?: string;
}

export interface BusinessClock {
  /** The IANA zone the clock reads now (a setting, so it can change while the server runs). */
  readonly timeZone: string;
  now(): Date;
  /** Today as YYYY-MM-DD in the business zone. */
  today(): string;
  /** The business-zone calendar day of a moment, YYYY-MM-DD ('' when it is not a date). */
  ymdAt(instant: Instant): string;
  /**
   * A date filter (`StartDate`/`EndDate`, spec 00 section 7) as UTC instants: `YYYY-MM-DD` covers
   * the whole business day; `YYYY-MM-DD HH:mm:ss` is that moment of the business zone (the end
   * taking its whole second). Throws RangeError on anything else; contracts refuse those first.
   */
  dayRange(start?: string, end?: string): DayRange;
  /** DD-MM-YYYY: a plan date as it is, a moment on its business-zone day (spec 00 section 9). */
  formatDate(value: Instant | null | undefined): string;
  /** DD-MM-YYYY hh:mm A in the business zone. */
  formatDateTime(value: Instant | null | undefined): string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const NAIVE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

interface Wall {
  y: number;
  m: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of a moment in a zone. */
function wallAt(ms: number, timeZone: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year, m: parts.month, d: parts.day, h: parts.hour, mi: parts.minute, s: parts.second };
}

const wallAsUtc = (w: Wall) => Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s);

/** The zone's offset from UTC at a moment, in ms. */
const offsetAt = (ms: number, timeZone: string) =>
  wallAsUtc(wallAt(ms, timeZone)) - Math.floor(ms / 1000) * 1000;

/** The moment a wall-clock reading of the zone names (the later one in a DST overlap). */
function instantOfWall(w: Wall, timeZone: string): number {
  const local = wallAsUtc(w);
  const first = local - offsetAt(local, timeZone);
  return local - offsetAt(first, timeZone);
}

const validWall = (w: Wall) => {
  const t = new Date(wallAsUtc(w));
  return (
    t.getUTCFullYear() === w.y &&
    t.getUTCMonth() + 1 === w.m &&
    t.getUTCDate() === w.d &&
    w.h < 24 &&
    w.mi < 60 &&
    w.s < 60
  );
};

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]` as a wall-clock reading, or null when it is not a real one. */
export function parseWall(value: string): (Wall & { hasTime: boolean }) | null {
  const date = DATE_ONLY.exec(value);
  const m = date ?? DATE_TIME.exec(value);
  if (!m) return null;
  const w: Wall = {
    y: Number(m[1]),
    m: Number(m[2]),
    d: Number(m[3]),
    h: Number(m[4] ?? 0),
    mi: Number(m[5] ?? 0),
    s: Number(m[6] ?? 0),
  };
  return validWall(w) ? { ...w, hasTime: !date } : null;
}

/**
 * A calendar day YYYY-MM-DD (a plan date, or the start of a timestamp already on its business day)
 * as DD-MM-YYYY; no zone is involved. '' when it is not a date.
 */
export function formatYmd(ymd: string | null | undefined): string {
  const m = ymd ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** Whether a filter value is a real day, or a real moment, in the filter format. */
export const isFilterDate = (value: string) => parseWall(value) !== null;

function toMs(value: Instant): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  // Stored timestamps are UTC; one written without an offset is read as UTC too.
  return Date.parse(NAIVE.test(value) ? `${value.replace(' ', 'T')}Z` : value);
}

/**
 * A clock for a zone. `timeZone` may be a function, read at each call, so that a changed setting
 * takes effect at once; `now` lets tests put the clock at a chosen moment. An unknown zone falls
 * back to Asia/Kolkata rather than failing every date.
 */
export function businessClock(
  options: { timeZone?: string | (() => string); now?: () => Date } = {},
): BusinessClock {
  const zoneOption = options.timeZone ?? DEFAULT_TIME_ZONE;
  const zone = () => {
    const z = typeof zoneOption === 'function' ? zoneOption() : zoneOption;
    return isTimeZone(z) ? z : DEFAULT_TIME_ZONE;
  };
  const now = options.now ?? (() => new Date());

  const ymdOfMs = (ms: number) => {
    const w = wallAt(ms, zone());
    return `${w.y}-${pad(w.m)}-${pad(w.d)}`;
  };

  const bound = (value: string, end: boolean): string => {
    const w = parseWall(value);
    if (!w) throw new RangeError(`Not a date: ${value}`);
    const tz = zone();
    if (w.hasTime) return new Date(instantOfWall(w, tz) + (end ? 999 : 0)).toISOString();
    if (!end) return new Date(instantOfWall(w, tz)).toISOString();
    // The day ends where the next one starts (a day is not always 24 hours where DST applies).
    const next = new Date(Date.UTC(w.y, w.m - 1, w.d + 1));
    const start = instantOfWall(
      { y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate(), h: 0, mi: 0, s: 0 },
      tz,
    );
    return new Date(start - 1).toISOString();
  };

  const clock: BusinessClock = {
    get timeZone() {
      return zone();
    },
    now,
    today: () => ymdOfMs(now().getTime()),
    ymdAt(instant) {
      if (typeof instant === 'string' && DATE_ONLY.test(instant)) return instant;
      const ms = toMs(instant);
      return Number.isNaN(ms) ? '' : ymdOfMs(ms);
    },
    dayRange: (start, end) => ({
      from: start ? bound(start, false) : undefined,
      to: end ? bound(end, true) : undefined,
    }),
    formatDate(value) {
      if (value === null || value === undefined || value === '') return '';
      if (typeof value === 'string' && DATE_ONLY.test(value)) return parseWall(value) ? formatYmd(value) : '';
      const ms = toMs(value);
      if (Number.isNaN(ms)) return '';
      const w = wallAt(ms, zone());
      return `${pad(w.d)}-${pad(w.m)}-${w.y}`;
    },
    formatDateTime(value) {
      if (value === null || value === undefined || value === '') return '';
      const ms = toMs(value);
      if (Number.isNaN(ms)) return '';
      const w = wallAt(ms, zone());
      const h12 = w.h % 12 === 0 ? 12 : w.h % 12;
      return `${pad(w.d)}-${pad(w.m)}-${w.y} ${pad(h12)}:${pad(w.mi)} ${w.h < 12 ? 'AM' : 'PM'}`;
    },
  };
  return clock;
}

/** A moment as a date filter in the business zone, `YYYY-MM-DD HH:mm:ss` (spec 00 section 7). */
export function filterStamp(clock: BusinessClock, instant: Instant): string {
  const w = wallAt(toMs(instant), clock.timeZone);
  return `${w.y}-${pad(w.m)}-${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}`;
}

/** A calendar day `days` after (or before) a YYYY-MM-DD day; plan dates have no time of day. */
export function addDaysYmd(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The moment a wall-clock `YYYY-MM-DD HH:mm` names in a zone (a post's custom time, typed in the
 * user's zone and stored in UTC); null when it is no real time there.
 */
export function instantOfWallTime(value: string, timeZone: string): Date | null {
  const w = parseWall(value);
  if (!w || !w.hasTime || !isTimeZone(timeZone)) return null;
  return new Date(instantOfWall(w, timeZone));
}
