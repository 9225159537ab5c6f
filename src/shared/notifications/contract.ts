import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { idParamSchema, idSchema } from '../http/ids';
import { areaContract } from '../http/endpoint-ids';

/**
 * Notification settings (spec 03 sections 2.8, 3.8, 5.5, 7.7, 8.4b; issue 11): per app, a toggle
 * and the WhatsApp number that gets the notice. A toggle is null when its app is not in the user's
 * plans, and cannot be switched on.
 */

/** Each toggle, the app that makes it available and its number field. Spec field names. */
export const NOTIFICATION_TOGGLES = [
  {
    key: 'postUpcommingFestivals',
    number: 'postUpcommingFestivalsNumber',
    app: 'post',
    label: 'Upcoming festivals',
  },
  { key: 'botLead', number: 'botLeadNumber', app: 'bot', label: 'New bot lead' },
  { key: 'webNewsLetter', number: 'webNewsLetterNumber', app: 'web', label: 'Newsletter subscriber' },
  { key: 'webContactUs', number: 'webContactUsNumber', app: 'web', label: 'Contact Us enquiry' },
] as const;

export const MOBILE_REQUIRED = 'Mobile Number is required';

/** E.164 ("+919876543210"); the server checks the number itself against Account/Countries. */
const number = z
  .string()
  .trim()
  .regex(/^(\+[1-9]\d{6,14})?$/, 'Enter a valid mobile number')
  .nullish()
  .transform((v) => v || null);

export const notificationSettingsSchema = z.object({
  id: z.number().int().nullable(),
  userId: z.number().int(),
  postUpcommingFestivals: z.boolean().nullable(),
  postUpcommingFestivalsNumber: z.string().nullable(),
  botLead: z.boolean().nullable(),
  botLeadNumber: z.string().nullable(),
  webNewsLetter: z.boolean().nullable(),
  webNewsLetterNumber: z.string().nullable(),
  webContactUs: z.boolean().nullable(),
  webContactUsNumber: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsFormSchema = z
  .object({
    /** Set by an Admin editing another user (spec 03 section 7.7). */
    userid: idSchema().optional(),
    postUpcommingFestivals: z.boolean().nullish(),
    postUpcommingFestivalsNumber: number,
    botLead: z.boolean().nullish(),
    botLeadNumber: number,
    webNewsLetter: z.boolean().nullish(),
    webNewsLetterNumber: number,
    webContactUs: z.boolean().nullish(),
    webContactUsNumber: number,
  })
  .superRefine((v, ctx) => {
    for (const t of NOTIFICATION_TOGGLES)
      if (v[t.key] && !v[t.number])
        ctx.addIssue({ code: 'custom', path: [t.number], message: MOBILE_REQUIRED });
  });
export type NotificationSettingsForm = z.input<typeof notificationSettingsFormSchema>;

export const notificationsContract = areaContract('notifications', {
  settings: endpoint({
    method: 'GET',
    path: '/api/NotificationSettings',
    access: 'signedIn',
    summary: "The user's notification toggles and numbers (null toggles: the app is not in their plans)",
    query: z.object({ UserId: idParamSchema().optional() }),
    response: notificationSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/NotificationSettings',
    access: 'signedIn',
    summary: 'Save the toggles and numbers',
    body: notificationSettingsFormSchema,
    response: notificationSettingsSchema,
  }),
});
