import { z } from 'zod';
import { maxSymbols } from './text';

/**
 * The words a form shows when a schema names no message of its own (issue 23): zod's defaults
 * ("Invalid input: expected string, received undefined", "Too small: expected number to be >0")
 * never reach a screen or a 422. Schemas still give the spec's messages where it has them ("Select
 * Button Type", "Card Name is required"); these are the fallback, in the same voice. Installed once,
 * on import, by the renderer's entry and the server's app (zod's configuration is per process).
 */
type Issue = z.core.$ZodRawIssue;

const EMPTY = new Set(['undefined', 'null']);

/** What the value was, as zod names it in its own message ("received null"). */
const received = (input: unknown) =>
  input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;

function invalidType(issue: Issue & { expected?: string }): string {
  if (EMPTY.has(received(issue.input)) || issue.input === '') return 'This field is required';
  if (issue.expected === 'int' && typeof issue.input === 'number') return 'Enter a whole number';
  switch (issue.expected) {
    case 'number':
    case 'int':
    case 'bigint':
      return 'Enter a number';
    case 'boolean':
      return 'Choose on or off';
    case 'array':
    case 'object':
    case 'date':
      return 'Choose a value from the list';
    default:
      return 'Enter text';
  }
}

function tooSmall(issue: Issue & { origin?: string; minimum?: number | bigint }): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string')
    return min <= 1 ? 'This field is required' : `Enter at least ${min} characters`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return min <= 1 ? 'Choose at least one' : `Choose at least ${min}`;
  return `Enter a number of at least ${min}`;
}

function tooBig(issue: Issue & { origin?: string; maximum?: number | bigint }): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return maxSymbols(max);
  if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${max}`;
  return `Enter a number of at most ${max}`;
}

/** A form's message for an issue whose schema gave none. */
export function formMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format': {
      const format = (issue as { format?: string }).format;
      if (format === 'email') return 'Enter a valid e-mail address';
      if (format === 'url') return 'Incorrect url format';
      return 'Enter it in the format asked for';
    }
    case 'invalid_value':
    case 'invalid_union':
      return EMPTY.has(received(issue.input)) || issue.input === ''
        ? 'This field is required'
        : 'Select an option';
    case 'not_multiple_of':
      return 'Enter a whole number';
    case 'unrecognized_keys':
      return 'This form holds a field it does not know';
    default:
      return 'Check this field';
  }
}

z.config({ customError: formMessage });
