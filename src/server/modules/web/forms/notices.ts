import { SETTINGS_REGISTRY } from '../../../../shared/settings/registry';
import type { AppContext } from '../../../context';
import { whatsappClient, whatsappConfigOf } from '../../../providers/whatsapp/client';
import { notificationsService } from '../../notifications/service';
import { setUpHint } from '../../settings/service';

/** A new entry on a website, told to its owner when their notification for it is on. */
export type WebNotice =
  | {
      kind: 'contact';
      userId: number;
      site: string;
      entry: { name: string; email: string; phone: string; message: string };
    }
  | { kind: 'newsletter'; userId: number; site: string; email: string };

/** Each kind's notification toggle, its number and the sender's template field (Settings). */
const KINDS = {
  contact: {
    toggle: 'webContactUs',
    number: 'webContactUsNumber',
    template: 'webContactTemplate',
    feature: 'Website contact form notices',
  },
  newsletter: {
    toggle: 'webNewsLetter',
    number: 'webNewsLetterNumber',
    template: 'webNewsletterTemplate',
    feature: 'Website subscriber notices',
  },
} as const;

/**
 * A template parameter as the Cloud API takes it: no new lines or tabs, no more than four spaces
 * in a row, and short (a body parameter is refused past 1024 characters with the rest).
 */
const param = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat || '-';
};

/**
 * Issue 24, Forms: with webContactUs or webNewsLetter on, each new entry sends a template message
 * from the platform's WhatsApp sender to the number set with it. Notices are queued and sent one
 * after another, after the visitor has their answer; a failure, or a sender not set up (naming
 * the setting), is logged and never reaches the visitor.
 */
export function webNotices(ctx: AppContext) {
  const notifications = notificationsService(ctx);
  let tail: Promise<void> = Promise.resolve();

  async function send(notice: WebNotice): Promise<void> {
    const kind = KINDS[notice.kind];
    const settings = await notifications.settingsOf(notice.userId);
    const to = settings[kind.number];
    if (!settings[kind.toggle] || !to) return;

    // Read at each notice: the Settings page applies without a restart.
    const sender = await ctx.settings.get('whatsapp');
    const wa = whatsappConfigOf(sender);
    const template = sender[kind.template];
    if (!wa || !template) {
      const labels = new Map(SETTINGS_REGISTRY.whatsapp.fields.map((f) => [f.key as string, f.label]));
      const missing = (['token', 'phoneNumberId', kind.template] as const)
        .filter((k) => !sender[k])
        .map((k) => labels.get(k)!);
      ctx.log.warn(
        { userId: notice.userId, setting: kind.toggle },
        setUpHint(kind.feature, 'whatsapp', missing),
      );
      return;
    }
    const params =
      notice.kind === 'contact'
        ? [
            param(notice.site),
            param(notice.entry.name),
            param(notice.entry.email),
            param(notice.entry.phone),
            param(notice.entry.message, 700),
          ]
        : [param(notice.site), param(notice.email)];
    await whatsappClient(wa).sendTemplate(to.replace(/\D/g, ''), template, [
      { type: 'body', parameters: params.map((text) => ({ type: 'text', text })) },
    ]);
  }

  return {
    /** Queues the notice; the caller does not wait for it. */
    queue(notice: WebNotice): void {
      tail = tail
        .then(() => send(notice))
        .catch((err: unknown) =>
          ctx.log.error(
            { err, userId: notice.userId, setting: KINDS[notice.kind].toggle },
            'website form notice failed',
          ),
        );
    },
  };
}

export type WebNoticesService = ReturnType<typeof webNotices>;
