import { z } from 'zod';
import type { IntegrationDef, SettingField } from '../../../shared/settings/registry';
import type { CardState, SettingsChanges } from '../../../shared/settings/schemas';

/**
 * A settings card's form (issue 9 §1): plain fields hold their text or switch; a secret holds what
 * the Admin chose to do with it (keep, replace with a typed value, clear), never its value, which
 * the server does not send. Fields the server's environment sets are shown, not edited.
 */
export interface SecretFormValue {
  action: 'keep' | 'replace' | 'clear';
  value: string;
}
export type SettingFormValue = string | boolean | SecretFormValue;
export type CardFormValues = Record<string, SettingFormValue>;

export const isFromEnvironment = (card: CardState, key: string) => card.fields[key]?.source === 'environment';

/** The form's starting values from the card the server sent. */
export function formValuesOf(def: IntegrationDef, card: CardState): CardFormValues {
  const values: CardFormValues = {};
  for (const field of def.fields) {
    const state = card.fields[field.key];
    if (field.secret) values[field.key] = { action: state?.set ? 'keep' : 'replace', value: '' };
    else if (field.kind === 'boolean') values[field.key] = state?.value === true;
    else if (field.kind === 'select') values[field.key] = typeof state?.value === 'string' ? state.value : '';
    // A default shows as the box's placeholder, so saving the card does not pin it.
    else values[field.key] = state?.source === 'saved' && typeof state.value === 'string' ? state.value : '';
  }
  return values;
}

/**
 * What to send: every field the page may change, a cleared text as null (back to its default), a
 * secret only when replaced with a value or cleared.
 */
export function changesOf(def: IntegrationDef, card: CardState, values: CardFormValues): SettingsChanges {
  const changes: SettingsChanges = {};
  for (const field of def.fields) {
    if (isFromEnvironment(card, field.key)) continue;
    const value = values[field.key];
    if (field.secret) {
      const secret = value as SecretFormValue | undefined;
      if (secret?.action === 'clear') changes[field.key] = { action: 'clear' };
      else if (secret?.action === 'replace' && secret.value.trim())
        changes[field.key] = { action: 'replace', value: secret.value.trim() };
    } else if (typeof value === 'boolean') changes[field.key] = value;
    else changes[field.key] = typeof value === 'string' && value.trim() ? value.trim() : null;
  }
  return changes;
}

/**
 * The same checks the server makes, so most mistakes show before the form is sent. Hidden fields
 * and fields the environment sets are not checked: the Admin cannot see or change them.
 */
export function formSchemaOf(def: IntegrationDef, card: CardState) {
  return z.record(z.string(), z.any()).superRefine((values, ctx) => {
    for (const field of def.fields) {
      if (isFromEnvironment(card, field.key) || !isShown(field, values as CardFormValues)) continue;
      const message = problemOf(field, values[field.key] as SettingFormValue | undefined);
      if (message) ctx.addIssue({ code: 'custom', path: [field.key], message });
    }
  });
}

function problemOf(field: SettingField, value: SettingFormValue | undefined): string | null {
  let text: unknown = value;
  if (field.secret) {
    const secret = value as SecretFormValue | undefined;
    if (secret?.action !== 'replace') return null;
    text = secret.value;
  }
  if (typeof text === 'string' && !text.trim()) return null;
  if (text === undefined) return null;
  const checked = field.schema.safeParse(text);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'This value is not valid');
}

/** A field hidden while another field of the card says so (the S3 fields under "This server's disk"). */
export const isShown = (field: SettingField, values: CardFormValues) =>
  !field.shownWhen || values[field.shownWhen.key] === field.shownWhen.equals;
