import type { AppContext } from '../../context';
import type { WhatsappService } from '../whatsapp/service';
import type { EventHub } from './event-hub';

/** What the inbox's functions are built from: the server, its event hub, the WhatsApp numbers. */
export interface InboxDeps {
  ctx: AppContext;
  hub: EventHub;
  wa: WhatsappService;
  /** Work that runs after the answer (an image kept after the webhook's 200); `idle` waits for it. */
  later(task: Promise<unknown>): void;
}
