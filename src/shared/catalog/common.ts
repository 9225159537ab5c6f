import { z } from 'zod';
import { idParamSchema } from '../http/ids';

/** What every catalog master shares (issue 12, Masters): a path id, the status switch, a name. */
export const idParams = z.object({ id: idParamSchema() });
export const statusBody = z.object({ isActive: z.boolean() });

/** A master's name: required, at most 100 characters, unique ignoring case (checked by the server). */
export const nameField = z.string().trim().min(1, 'Name is Required').max(100, 'Maximum 100 symbols');

/** The row fields every master answers. */
export const masterRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  createdDate: z.string(),
});
