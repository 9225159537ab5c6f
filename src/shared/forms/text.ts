import { z } from 'zod';

/** The spec's words for a text past its length ("Maximum 100 symbols"). */
export const maxSymbols = (max: number) => `Maximum ${max} symbols`;

/**
 * A required text field: trimmed, `message` when it is missing or blank, at most `max` characters
 * (`tooLong` past that). One rule for the forms and the server alike.
 */
export const requiredText = (message: string, max = 100, tooLong = maxSymbols(max)) =>
  z.string(message).trim().min(1, message).max(max, tooLong);
