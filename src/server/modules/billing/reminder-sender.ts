import { SETTINGS_REGISTRY } from '../../../shared/settings/registry';
import type { AppContext } from '../../context';
import { whatsappClient, whatsappConfigOf } from '../../providers/whatsapp/client';

/** A template message as the Cloud API takes it (`type: template`), kept as sent for the inbox. */
export interface TemplateMessage {
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
  };
}

export interface ReminderSender {
  /** The platform number's Cloud API id: the reminders' chats in the Admin's inbox. */
  numberId: string;
  /** Body parameters: name, plan, end date, payment link (issue 27). */
  renewal(p: { name: string; plan: string; endDate: string; link: string }): TemplateMessage;
  payment(p: { name: string; plan: string; amount: string; link: string }): TemplateMessage;
  /** Sends a message; answers its wamid. */
  send(to: string, message: TemplateMessage): Promise<{ messageId: string }>;
}

/** Who a reminder goes to: the columns every reminder query selects from users. */
export interface Recipient {
  user_name: string;
  company_name: string | null;
  country_code: string | null;
  mobile_number: string | null;
}

/** The digits of the user's WhatsApp number (country code and mobile), or null without a mobile. */
export const phoneOf = (r: Recipient): string | null =>
  r.mobile_number ? `${r.country_code ?? '91'}${r.mobile_number}`.replace(/\D/g, '') || null : null;

const REMINDER_FIELDS = ['token', 'phoneNumberId', 'renewalTemplate', 'paymentTemplate'] as const;

/**
 * Reminders as WhatsApp Cloud API template messages (approved templates whose body takes the
 * parameters in the order below), through the same WhatsApp number as the sign-in codes. Null with
 * the labels of what is missing when the sender or a template is not set.
 */
export async function reminderSenderFromSettings(
  ctx: AppContext,
): Promise<{ sender: ReminderSender | null; missing: string[] }> {
  const settings = await ctx.settings.get('whatsapp');
  const wa = whatsappConfigOf(settings);
  const { renewalTemplate, paymentTemplate } = settings;
  if (!wa || !renewalTemplate || !paymentTemplate) {
    const labels = new Map(SETTINGS_REGISTRY.whatsapp.fields.map((f) => [f.key as string, f.label]));
    return { sender: null, missing: REMINDER_FIELDS.filter((k) => !settings[k]).map((k) => labels.get(k)!) };
  }
  const client = whatsappClient(wa);
  const message = (name: string, params: string[]): TemplateMessage => ({
    type: 'template',
    template: {
      name,
      language: { code: wa.language },
      components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
    },
  });
  return {
    sender: {
      numberId: wa.phoneNumberId,
      renewal: (p) => message(renewalTemplate, [p.name, p.plan, p.endDate, p.link]),
      payment: (p) => message(paymentTemplate, [p.name, p.plan, p.amount, p.link]),
      send: (to, m) => client.sendTemplate(to, m.template.name, m.template.components),
    },
    missing: [],
  };
}
