import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { migrations } from '../../../src/server/db/migrations';
import { dbKinds } from '../../helpers/server';
import { choiceFlow, whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';

/**
 * Issue 26: a bot's WhatsApp number connected before numbers became the WhatsApp area's moves to
 * `whatsapp_accounts` with its sealed token, and the bot goes on answering without being connected
 * again.
 */
describe.each(dbKinds())('a bot number connected before the move (%s)', (kind) => {
  let w: WhatsAppWorld;
  beforeAll(async () => {
    w = await whatsappWorld(kind);
  });
  afterAll(() => w?.close());

  it('moves to the WhatsApp area with its secrets and still answers', async () => {
    const { botId, phoneNumberId, businessId, waToken } = await w.connectedBot(choiceFlow(2));
    const { db, box } = w.server.ctx;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const back = await migrator.migrateTo('20261130000300_bot_whatsapp');
    expect(back.error).toBeUndefined();

    // The row as issue 25 wrote it: secrets sealed for the bot.
    const owner = await db
      .selectFrom('bots')
      .select('user_id')
      .where('id', '=', botId)
      .executeTakeFirstOrThrow();
    const at = w.server.ctx.clock.now().toISOString();
    await (db as any)
      .insertInto('bot_whatsapp')
      .values({
        bot_id: botId,
        user_id: owner.user_id,
        business_id: businessId,
        phone_number_id: phoneNumberId,
        display_phone_number: '+91 90000 00001',
        token: box.seal(waToken, `bot-whatsapp:${botId}:token`),
        app_secret: box.seal('moved-secret', `bot-whatsapp:${botId}:app-secret`),
        verify_token: 'moved-verify-token',
        auto_start: 1,
        exclude_keywords: '[]',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const forward = await migrator.migrateToLatest();
    expect(forward.error).toBeUndefined();

    const details = await w.server
      .client(w.owner.token)
      .call(bc.whatsAppDetails, { query: { chatbotId: botId } });
    expect(details.data).toMatchObject({
      phNoId: phoneNumberId,
      hasAppSecret: true,
      verifyToken: 'moved-verify-token',
    });
    // Signed with the moved App Secret, a customer's message is taken and answered with the moved token.
    const res = await w.customerSays(phoneNumberId, '919800000077', 'Hello', { secret: 'moved-secret' });
    expect(res.statusCode).toBe(200);
    const sent = await w.sentTo('919800000077');
    expect(sent.length).toBeGreaterThan(0);
  });
});
