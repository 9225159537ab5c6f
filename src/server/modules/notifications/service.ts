import type { Updateable } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { z } from 'zod';
import { COUNTRIES } from '../../../shared/account/countries';
import { MODULES } from '../../../shared/account/modules';
import type { FieldErrors } from '../../../shared/http/envelope';
import {
  NOTIFICATION_TOGGLES,
  type NotificationSettings,
  type notificationSettingsFormSchema,
} from '../../../shared/notifications/contract';
import type { AppContext } from '../../context';
import type { NotificationSettingsTable } from '../../db/schema';
import { subjectUserId } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import { invalid } from '../../http/errors';
import { billingService } from '../billing/service';

type Form = z.output<typeof notificationSettingsFormSchema>;
type Toggle = (typeof NOTIFICATION_TOGGLES)[number];

/** Each toggle's columns. */
const COLUMNS = {
  postUpcommingFestivals: ['post_upcomming_festivals', 'post_upcomming_festivals_number'],
  botLead: ['bot_lead', 'bot_lead_number'],
  webNewsLetter: ['web_news_letter', 'web_news_letter_number'],
  webContactUs: ['web_contact_us', 'web_contact_us_number'],
} as const satisfies Record<
  Toggle['key'],
  readonly [keyof NotificationSettingsTable, keyof NotificationSettingsTable]
>;

const ALLOWED_COUNTRIES = new Set<string>(COUNTRIES.map((c) => c.code));
const COUNTRY_NOT_ALLOWED = 'Numbers of this country cannot get notifications';
const INVALID_NUMBER = 'Enter a valid mobile number';
const NOT_IN_PLAN = 'This app is not in your plan';

/**
 * A WhatsApp number for notices: valid for its country (libphonenumber-js), of a country on
 * Account/Countries, answered in E.164; or the message for the field.
 */
export function checkedNumber(value: string): { number: string } | { error: string } {
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed || !parsed.isValid()) return { error: INVALID_NUMBER };
  if (!parsed.country || !ALLOWED_COUNTRIES.has(parsed.country)) return { error: COUNTRY_NOT_ALLOWED };
  return { number: parsed.number };
}

/**
 * Notification settings (spec 03 sections 2.8, 3.8, 5.5, 7.7; issue 11): per app in the user's
 * plans in force, a toggle and the number that gets the notice. Toggles of apps outside the plans
 * answer null and cannot be switched on; what was stored for them is kept for when the app returns.
 */
export function notificationsService(ctx: AppContext) {
  const { db, clock } = ctx;
  const billing = billingService(ctx);

  /** The apps of the user's plans in force, by key ('post', 'bot', 'web'). */
  async function availableApps(userId: number): Promise<Set<string>> {
    const { modules } = await billing.entitlements(userId);
    return new Set(
      (Object.entries(MODULES) as [string, number][]).filter(([, n]) => modules.includes(n)).map(([k]) => k),
    );
  }

  const rowOf = (userId: number) =>
    db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();

  async function settingsOf(userId: number): Promise<NotificationSettings> {
    const [row, apps] = await Promise.all([rowOf(userId), availableApps(userId)]);
    const out: NotificationSettings = {
      id: row?.id ?? null,
      userId,
      postUpcommingFestivals: null,
      postUpcommingFestivalsNumber: null,
      botLead: null,
      botLeadNumber: null,
      webNewsLetter: null,
      webNewsLetterNumber: null,
      webContactUs: null,
      webContactUsNumber: null,
    };
    for (const t of NOTIFICATION_TOGGLES) {
      if (!apps.has(t.app)) continue;
      const [flag, number] = COLUMNS[t.key];
      out[t.key] = row ? row[flag] === 1 : false;
      out[t.number] = row ? (row[number] as string | null) : null;
    }
    return out;
  }

  return {
    /** A user's settings as their screen shows them, for the areas that send the notices (issue 24). */
    settingsOf,

    async settings(caller: AuthUser, userId?: number): Promise<NotificationSettings> {
      return settingsOf(await subjectUserId(db, caller, userId));
    },

    async update(caller: AuthUser, form: Form): Promise<NotificationSettings> {
      const subject = await subjectUserId(db, caller, form.userid);
      const apps = await availableApps(subject);
      const errors: FieldErrors = {};
      const values: Updateable<NotificationSettingsTable> = {};
      for (const t of NOTIFICATION_TOGGLES) {
        // An app outside the plans keeps what was stored; it may only be sent off (or left out).
        if (!apps.has(t.app)) {
          if (form[t.key]) errors[t.key] = NOT_IN_PLAN;
          continue;
        }
        const [flag, column] = COLUMNS[t.key];
        let number: string | null = null;
        const given = form[t.number];
        if (given) {
          const checked = checkedNumber(given);
          if ('error' in checked) errors[t.number] = checked.error;
          else number = checked.number;
        }
        values[flag] = form[t.key] ? 1 : 0;
        values[column] = number;
      }
      if (Object.keys(errors).length) throw invalid(errors);

      const now = clock.now().toISOString();
      await db
        .insertInto('notification_settings')
        .values({ user_id: subject, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      await db
        .updateTable('notification_settings')
        .set({ ...values, updated_at: now })
        .where('user_id', '=', subject)
        .execute();
      return settingsOf(subject);
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
