import type { WebhookEvents, WebhookReceiver } from '../whatsapp/service';
import type { InboxDeps } from './deps';
import { applyStatus, inboxWamids, ownersOf, receiveMessage } from './store';

/**
 * The inbox's share of the WhatsApp webhook: every message a contact sends to the platform number
 * or to a user's number joins its chat (kept once per wamid, whatever its kind, whether or not a bot
 * answers it), and the statuses of our inbox messages move their ticks; all before Meta has its 200.
 * Messages and statuses of numbers we do not know are read past.
 */
export function inboxReceiver(deps: InboxDeps): WebhookReceiver {
  return {
    async accept({ inbox, statuses }: WebhookEvents) {
      // Most statuses are a campaign's: only those of inbox messages are merged here.
      const ours = await inboxWamids(
        deps,
        statuses.map((s) => s.wamid),
      );
      const mine = statuses.filter((s) => ours.has(s.wamid));
      if (inbox.length === 0 && mine.length === 0) return;
      const owners = await ownersOf(deps, [...new Set([...inbox, ...mine].map((e) => e.phoneNumberId))]);
      for (const m of inbox) {
        const owner = owners.get(m.phoneNumberId);
        if (owner !== undefined) await receiveMessage(deps, owner, m);
      }
      for (const s of mine) await applyStatus(deps, owners, s);
    },
  };
}
