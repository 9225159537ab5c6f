import { z } from 'zod';
import { isFilterDate } from '../time/business-clock';

export const PAGE_SIZES = [10, 30, 50, 80, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * A date filter: a day (YYYY-MM-DD) or, as the log lists send it, a moment (YYYY-MM-DD HH:mm:ss,
 * spec 00 sections 7 and 9). Only real days and times pass, so the business clock never sees junk.
 */
const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'Use YYYY-MM-DD or YYYY-MM-DD HH:mm:ss')
  .refine(isFilterDate, 'This date does not exist');
const boolString = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * The list query shared by every table (ARCHITECTURE.md, Lists): PageNumber, pagesize, Search,
 * SortColumn (refused unless whitelisted), SortType, StartDate/EndDate and IsExport.
 * `extra` adds the list's own filters.
 */
export function listQuery<const C extends readonly [string, ...string[]], X extends z.ZodRawShape = {}>(
  sortColumns: C,
  extra?: X,
) {
  return z
    .object({
      PageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
      pagesize: z.coerce
        .number()
        .int()
        .refine(
          (n) => (PAGE_SIZES as readonly number[]).includes(n),
          'pagesize must be 10, 30, 50, 80 or 100',
        )
        .default(DEFAULT_PAGE_SIZE),
      Search: z.string().trim().max(200).optional(),
      SortColumn: z.enum(sortColumns).optional(),
      SortType: z
        .enum(['Asc', 'Desc', 'asc', 'desc'])
        .transform((v) => (v.toLowerCase() === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc')
        .optional(),
      StartDate: dateOnly.optional(),
      EndDate: dateOnly.optional(),
      IsExport: boolString.optional(),
    })
    .extend((extra ?? {}) as X)
    .strict();
}

export { boolString, dateOnly };
