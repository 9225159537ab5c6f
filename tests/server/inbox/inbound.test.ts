import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundWebhook } from '../../fakes/whatsapp/cloud-api';
import { postSigned, type WebhookTarget } from '../../fakes/whatsapp/webhook-post';
import { dbKinds } from '../../helpers/server';
import { PLATFORM_SECRET, whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { connectNumber } from '../whatsapp/templates-support';

type Body = ReturnType<typeof inboundWebhook>;
/** The one message of a `messages` webhook body, to give it another kind or a context. */
const messageOf = (body: Body) => body.entry[0].changes[0].value.messages[0] as Record<string, unknown>;

/** Issue 26 webhook, issue 27: "`messages[]` are kept for the inbox", once, and only for numbers we know. */
describe.each(dbKinds())('WhatsApp inbound messages kept for the inbox (%s)', (kind) => {
  let w: WhatsAppWorld;
  let number: Awaited<ReturnType<typeof connectNumber>>;
  let meta: WebhookTarget;
  const kept = (where: { phone?: string } = {}) => {
    let q = w.server.ctx.db
      .selectFrom('inbox_messages as m')
      .innerJoin('inbox_chats as c', 'c.id', 'm.chat_id')
      .selectAll('m')
      .select(['c.owner_id', 'c.phone', 'c.profile_name']);
    if (where.phone) q = q.where('c.phone', '=', where.phone);
    return q.orderBy('m.id').execute();
  };
  beforeAll(async () => {
    w = await whatsappWorld(kind);
    number = await connectNumber(w, w.owner.token);
    meta = {
      secret: PLATFORM_SECRET,
      send: async (raw, signature) => (await w.postWebhook(raw, null, signature)).statusCode,
    };
  });
  afterAll(() => w?.close());

  it('keeps a signed text message once, even when Meta posts it twice', async () => {
    const body = inboundWebhook({
      phoneNumberId: number.phoneNumberId,
      from: '919800000001',
      id: 'wamid.text1',
      name: 'Meera',
      message: { type: 'text', text: 'Do you deliver to Pune?' },
      timestamp: 1_790_000_000,
    });
    await postSigned(meta, body);
    await postSigned(meta, body);
    const rows = await kept({ phone: '919800000001' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      number_id: number.phoneNumberId,
      owner_id: w.owner.id,
      phone: '919800000001',
      profile_name: 'Meera',
      is_business: 0,
      wamid: 'wamid.text1',
      message_type: 'text',
      text: 'Do you deliver to Pune?',
      user_response_body: null,
      media_id: null,
      at: new Date(1_790_000_000_000).toISOString(),
    });
  });

  it('keeps button replies with their JSON, photos with their media id, and the message they answer', async () => {
    const button = inboundWebhook({
      phoneNumberId: number.phoneNumberId,
      from: '919800000002',
      id: 'wamid.button1',
      message: { type: 'button_reply', id: 'opt-2', title: 'Yes please' },
    });
    messageOf(button).context = { id: 'wamid.ours1' };
    const photo = inboundWebhook({
      phoneNumberId: number.phoneNumberId,
      from: '919800000002',
      id: 'wamid.photo1',
      message: { type: 'text', text: 'unused' },
    });
    const m = messageOf(photo);
    delete m.text;
    Object.assign(m, {
      type: 'image',
      image: { id: 'media-77', mime_type: 'image/jpeg', caption: 'This one' },
    });
    await postSigned(meta, button);
    await postSigned(meta, photo);
    const [reply, image] = await kept({ phone: '919800000002' });
    expect(reply).toMatchObject({
      message_type: 'interactive',
      text: 'Yes please',
      context_wamid: 'wamid.ours1',
    });
    expect(JSON.parse(reply.user_response_body!)).toEqual({
      type: 'button_reply',
      button_reply: { id: 'opt-2', title: 'Yes please' },
    });
    expect(image).toMatchObject({ message_type: 'image', text: 'This one', media_id: 'media-77' });
  });

  it('ignores messages to a number nobody connected, and keeps nothing from an unsigned post', async () => {
    const before = (await kept()).length;
    await postSigned(
      meta,
      inboundWebhook({
        phoneNumberId: '999999',
        from: '919800000003',
        id: 'wamid.stranger1',
        message: { type: 'text', text: 'Hello?' },
      }),
    );
    const unsigned = await w.postWebhook(
      JSON.stringify(
        inboundWebhook({
          phoneNumberId: number.phoneNumberId,
          from: '919800000003',
          id: 'wamid.unsigned1',
          message: { type: 'text', text: 'Hello?' },
        }),
      ),
      null,
    );
    expect(unsigned.statusCode).toBe(401);
    expect(await kept()).toHaveLength(before);
  });
});
