import { inboundWebhook } from '../../fakes/whatsapp/cloud-api';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { PLATFORM_SECRET, type WhatsAppWorld } from '../bots/whatsapp-support';
import { campaignReady, springSale } from './campaign-support';

/**
 * A history to read (issue 26, contact history and insights): six opted-in contacts, two campaigns
 * to them all through the API and the fake. The first is read by everyone and Guest1 replies to it;
 * in the second, Guest1's message fails with Meta's 131026 and the others stay sent.
 */
export async function historyWorld(w: WhatsAppWorld) {
  const ready = await campaignReady(w, 6);
  const idle = () => whatsappService(w.server.ctx).campaigns.idle();
  const run = async (name: string) => {
    const before = w.fake.campaigns.sends.length;
    const made = await ready.client.call(wc.createCampaign, {
      body: springSale(ready.templateId, [ready.groupId], { Name: name }),
    });
    await idle();
    return { id: made.data.id, sends: w.fake.campaigns.sends.slice(before) };
  };
  const first = await run('Spring sale');
  await w.fake.campaigns.postStatuses({ of: first.sends });
  const second = await run('Summer sale');
  await w.fake.campaigns.postStatuses({ of: second.sends.filter((s) => s.to !== GUEST1), upTo: 'sent' });
  await w.fake.campaigns.postStatuses({ of: second.sends.filter((s) => s.to === GUEST1), upTo: 'failed' });

  // Guest1 answers the first campaign's message (context.id names it).
  const replied = first.sends.find((s) => s.to === GUEST1)!;
  const body = inboundWebhook({
    phoneNumberId: ready.number.phoneNumberId,
    from: GUEST1,
    id: 'wamid.reply1',
    message: { type: 'text', text: 'Is it on in Pune too?' },
  });
  (body.entry[0].changes[0].value.messages[0] as Record<string, unknown>).context = { id: replied.id };
  await w.postWebhook(JSON.stringify(body), PLATFORM_SECRET);

  const guest1 = await w.server.ctx.db
    .selectFrom('whatsapp_contacts')
    .select('id')
    .where('user_id', '=', w.owner.id)
    .where('mobile', '=', GUEST1)
    .executeTakeFirstOrThrow();
  return { ...ready, first, second, guest1: guest1.id };
}

export const GUEST1 = '917000000001';

/** Puts a message's dates where a test wants them (the fake stamps statuses with the real time). */
export async function dateMessage(
  w: WhatsAppWorld,
  campaignId: number,
  phone: string,
  at: {
    sent_at?: string | null;
    delivered_at?: string | null;
    read_at?: string | null;
    failed_at?: string | null;
  },
) {
  await w.server.ctx.db
    .updateTable('whatsapp_messages')
    .set(at)
    .where('campaign_id', '=', campaignId)
    .where('phone', '=', phone)
    .execute();
}
