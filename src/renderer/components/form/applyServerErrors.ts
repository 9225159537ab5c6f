import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../shared/http/client';

/**
 * Puts a 422's field errors on the form (ARCHITECTURE.md: "422 field errors (the client puts them
 * on the form)"). Keys are field paths ("items.0.name"), the shape react-hook-form uses; an error
 * that belongs to no field ("_") becomes `root.server`. Returns whether anything was applied, so
 * the caller can toast otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
): boolean {
  if (!(err instanceof ApiError) || err.status !== 422 || !err.errors) return false;
  const entries = Object.entries(err.errors);
  entries.forEach(([field, message], index) => {
    const name = (field === '_' || field === '' ? 'root.server' : field) as FieldPath<T>;
    setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
