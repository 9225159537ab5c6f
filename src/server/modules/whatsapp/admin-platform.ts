import crypto from 'node:crypto';
import type { z } from 'zod';
import { WHATSAPP_WEBHOOK_PATH } from '../../../shared/bots/public-routes';
import { checkChanges, type SettingsChanges } from '../../../shared/settings/schemas';
import { ACCOUNT_MESSAGES as M, throughputOf } from '../../../shared/whatsapp/account';
import {
  PLATFORM_CARD_KEYS,
  PLATFORM_FIELDS,
  type PlatformField,
  type PlatformNumber,
  type platformNumberFieldsSchema,
} from '../../../shared/whatsapp/admin';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';
import { cloudApi, type PhoneNumberDetails } from '../../providers/whatsapp/cloud-api';
import { settingsService } from '../settings/service';
import { checkNumber, formRefusal, NumberRefused, readNumber } from './accounts';

/**
 * admin/whatsapp-number (issue 26: "An Admin connects the platform's number the same way"): the
 * platform sender's number, connected with the same check as a user's number, and kept where it has
 * always lived, the Settings card `whatsapp` (the OTP sender, reminders and form notices read it
 * there; the environment overrides it). Secrets are answered only as set or not.
 */

type Form = z.output<typeof platformNumberFieldsSchema>;
const CARD = 'whatsapp' as const;

/** The card's fields as the store resolves them now: value and whether the environment sets it. */
async function cardFields(ctx: AppContext) {
  const byKey = new Map((await ctx.settings.resolve(CARD)).map((r) => [r.field.key, r]));
  const text = (key: string): string | null => {
    const v = byKey.get(key)?.value;
    return typeof v === 'string' && v !== '' ? v : null;
  };
  const envName = (key: string) => {
    const r = byKey.get(key);
    return r?.source === 'environment' ? (r.envName ?? key) : undefined;
  };
  return { text, envName, sourceOf: (key: string) => byKey.get(key)?.source ?? 'none' };
}

const stateOf = (d: PhoneNumberDetails): NonNullable<PlatformNumber['state']> => ({
  displayPhoneNumber: d.display_phone_number ?? null,
  verifiedName: d.verified_name ?? null,
  qualityRating: d.quality_rating ?? null,
  throughput: throughputOf(d.throughput?.level),
  messagingLimit: d.messaging_limit_tier ?? null,
});

/** The platform number as the admin page shows it; `checked` is what a save just read from Meta. */
export async function platformNumber(ctx: AppContext, checked?: PhoneNumberDetails): Promise<PlatformNumber> {
  const f = await cardFields(ctx);
  const token = f.text('token');
  const phoneNumberId = f.text('phoneNumberId');
  let state: PlatformNumber['state'] = null;
  let problem: string | null = null;
  if (token && phoneNumberId) {
    try {
      const details =
        checked ?? (await readNumber(cloudApi({ apiBase: f.text('apiBase') ?? '', token, phoneNumberId })));
      state = stateOf(details);
    } catch (err) {
      if (!(err instanceof NumberRefused)) throw err;
      problem = err.message;
    }
  }
  const environment: PlatformNumber['environment'] = {};
  for (const field of PLATFORM_FIELDS) {
    const name = f.envName(PLATFORM_CARD_KEYS[field]);
    if (name) environment[field] = name;
  }
  return {
    connected: !!(token && phoneNumberId),
    businessId: f.text('businessAccountId'),
    phoneNumberId,
    appId: f.text('appId'),
    hasToken: !!token,
    hasAppSecret: !!f.text('appSecret'),
    environment,
    state,
    problem,
    callbackUrl: `${ctx.config.publicBaseUrl}${WHATSAPP_WEBHOOK_PATH}`,
    verifyToken: f.text('verifyToken'),
    updatedDate: ctx.settings.updatedAt(CARD),
  };
}

/** The card's change for one form field; undefined leaves the saved value as it is. */
function changeOf(field: PlatformField, value: string | undefined): SettingsChanges[string] | undefined {
  switch (field) {
    case 'waToken':
      return value ? { action: 'replace', value } : undefined;
    // A blank App Secret keeps the saved one, as on a user's number.
    case 'appSecret':
      return value ? { action: 'replace', value } : undefined;
    // A blank App Id clears it.
    case 'appId':
      return value === undefined ? undefined : value || null;
    default:
      return value;
  }
}

/**
 * Connect / Update: the fields the environment sets are taken from it, the others from the form;
 * the number is checked with the Cloud API and the app subscribed (a refusal is 422 on the token,
 * as for a user's number), and only then written into the card. A card without a webhook verify
 * token gets one, so Meta's callback check has something to match.
 */
export async function connectPlatformNumber(ctx: AppContext, form: Form): Promise<PlatformNumber> {
  const f = await cardFields(ctx);
  const fromEnv = (field: PlatformField) =>
    f.envName(PLATFORM_CARD_KEYS[field]) ? (f.text(PLATFORM_CARD_KEYS[field]) ?? undefined) : undefined;
  const effective = (field: PlatformField) => fromEnv(field) ?? (form[field] || undefined);

  const required: [PlatformField, string][] = [
    ['businessId', M.businessIdRequired],
    ['phoneNumberId', M.phoneNumberIdRequired],
    ['waToken', M.tokenRequired],
  ];
  const missing = Object.fromEntries(required.filter(([k]) => !effective(k)));
  if (Object.keys(missing).length) throw invalid(missing);

  const changes: SettingsChanges = {};
  for (const field of PLATFORM_FIELDS) {
    if (f.envName(PLATFORM_CARD_KEYS[field])) continue;
    const change = changeOf(field, form[field]);
    if (change !== undefined) changes[PLATFORM_CARD_KEYS[field]] = change;
  }
  if (f.sourceOf('verifyToken') === 'none')
    changes.verifyToken = { action: 'replace', value: crypto.randomBytes(18).toString('base64url') };
  // The card's own checks (digits only…) before Meta is asked, named as the form names its fields.
  const { errors } = checkChanges(CARD, changes);
  if (Object.keys(errors).length) {
    const formKey = (key: string) => PLATFORM_FIELDS.find((k) => PLATFORM_CARD_KEYS[k] === key) ?? key;
    throw invalid(Object.fromEntries(Object.entries(errors).map(([k, m]) => [formKey(k), m])));
  }

  const details = await checkNumber(ctx, {
    businessId: effective('businessId')!,
    phoneNumberId: effective('phoneNumberId')!,
    waToken: effective('waToken')!,
  }).catch(formRefusal);
  await settingsService(ctx).saveCard(CARD, changes);
  return platformNumber(ctx, details);
}
