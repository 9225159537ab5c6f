import { z } from 'zod';

/** The largest value of the `integer` id columns (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;

/**
 * A row id in a body: a positive integer no larger than the id columns hold, so that an id past
 * 2^31 answers 422 rather than a PostgreSQL out-of-range 500 (issue 10). `message` replaces the
 * "too small" message for required pickers ("Plan is required").
 */
export const idSchema = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int()
    .positive(message)
    .max(MAX_ID, 'No such record');

/** A row id in a path or query string ("12" → 12), bounded like idSchema. */
export const idParamSchema = () => z.coerce.number().int().positive().max(MAX_ID, 'No such record');
