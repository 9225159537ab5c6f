import { z } from 'zod';
import type { FieldErrors } from '../http/envelope';
import { integrationOf, type SettingField, type SettingValue } from './registry';

/**
 * What travels between the Settings page and the server (issue 9 §1). A secret never comes back:
 * the page learns only whether it is set, and sends keep, replace or clear.
 */

export const secretChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('keep') }),
  z.object({ action: z.literal('clear') }),
  z.object({ action: z.literal('replace'), value: z.string().max(4000, 'Maximum 4000 symbols') }),
]);
export type SecretChange = z.infer<typeof secretChangeSchema>;

/** A plain field's new value; null or an empty text clears it (back to its default). */
export const plainChangeSchema = z.union([
  z.string().max(4000, 'Maximum 4000 symbols'),
  z.boolean(),
  z.null(),
]);

/** One card's changes by field key; a field left out keeps its value. */
export const settingsChangesSchema = z.record(
  z.string().max(64),
  z.union([plainChangeSchema, secretChangeSchema]),
);
export type SettingsChanges = z.infer<typeof settingsChangesSchema>;

export const testConnectionBodySchema = z.object({
  /** The card's values as the form holds them, unsaved; the saved ones when absent. */
  values: settingsChangesSchema.optional(),
  /** Where the SMS gateway's test message goes (digits with the country code). */
  recipient: z
    .string()
    .trim()
    .regex(/^\+?\d{8,15}$/, 'Enter the mobile number with its country code, e.g. 919876543210')
    .optional(),
});
export type TestConnectionBody = z.input<typeof testConnectionBodySchema>;

export const FIELD_SOURCES = ['environment', 'saved', 'default', 'none'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

export const fieldStateSchema = z.object({
  /** environment: the server's environment sets it and the page cannot change it. */
  source: z.enum(FIELD_SOURCES),
  /** A plain field's effective value; never present for a secret. */
  value: z.union([z.string(), z.boolean()]).nullable().optional(),
  /** A secret field: whether it has a value. */
  set: z.boolean().optional(),
  /** The environment variable that sets it (shown to the Admin beside "set by the server's environment"). */
  envName: z.string().optional(),
  /** Something the Admin should fix, e.g. a secret stored with another SECRETS_KEY. */
  problem: z.string().optional(),
});
export type FieldState = z.infer<typeof fieldStateSchema>;

export const cardStateSchema = z.object({
  id: z.string(),
  /** Every required field has a value. */
  ready: z.boolean(),
  /** The labels of the required fields still empty. */
  missing: z.array(z.string()),
  fields: z.record(z.string(), fieldStateSchema),
  updatedAt: z.string().nullable(),
});
export type CardState = z.infer<typeof cardStateSchema>;

export const testResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type TestResult = z.infer<typeof testResultSchema>;

export type CheckedChange = { kind: 'set'; value: SettingValue } | { kind: 'clear' } | { kind: 'keep' };

/**
 * Checks one card's changes against its registry fields: each value by its field's schema, a
 * secret only through keep/replace/clear, no unknown keys. Errors are keyed by field, as the form
 * names them.
 */
export function checkChanges(
  integrationId: string,
  changes: SettingsChanges,
): { changes: Map<string, CheckedChange>; errors: FieldErrors } {
  const def = integrationOf(integrationId);
  const out = new Map<string, CheckedChange>();
  const errors: FieldErrors = {};
  if (!def) return { changes: out, errors: { _: 'There is no such settings card' } };
  const fields = new Map<string, SettingField>(def.fields.map((f) => [f.key, f]));
  for (const [key, change] of Object.entries(changes)) {
    const field = fields.get(key);
    if (!field) {
      errors[key] = 'There is no such setting';
      continue;
    }
    const checked = checkOne(field, change);
    if ('error' in checked) errors[key] = checked.error;
    else out.set(key, checked);
  }
  return { changes: out, errors };
}

function checkOne(field: SettingField, change: SettingsChanges[string]): CheckedChange | { error: string } {
  const isSecretChange = typeof change === 'object' && change !== null;
  if (field.secret !== isSecretChange)
    return { error: field.secret ? 'Replace or clear this secret' : 'This setting takes a plain value' };
  let value: unknown = change;
  if (isSecretChange) {
    if (change.action === 'keep') return { kind: 'keep' };
    if (change.action === 'clear') return { kind: 'clear' };
    value = change.value;
  }
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    return isSecretChange ? { error: `${field.label} is required` } : { kind: 'clear' };
  }
  const parsed = field.schema.safeParse(value);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'This value is not valid' };
  return { kind: 'set', value: parsed.data };
}
