import { registerUser } from '../../helpers/accounts';
import { givePlan } from '../../helpers/plans';
import type { TestServer } from '../../helpers/server';

/** A User with a Bot allowance of `bots` (module 3), and their API client. */
export async function botOwner(server: TestServer, companyName: string, bots = 50) {
  const user = await registerUser(server, { companyName });
  if (bots > 0) await givePlan(server, user.id, { 3: bots });
  return { ...user, c: server.client(user.token) };
}

/**
 * A visitor who talked to a bot, written as the conversation runtime writes one: the bot's question,
 * the visitor's answer (a lead when `lead`), at `at`.
 */
export async function seedVisitor(
  server: TestServer,
  bot: { id: number; userId: number },
  visitor: { uuid: string; platform: 'Web' | 'WhatsApp'; number: string; name?: string; at: string },
  answers: { frontendId: number; question: string; reply: string; lead?: boolean }[] = [],
) {
  const { db } = server.ctx;
  const { id } = await db
    .insertInto('bot_visitors')
    .values({
      bot_id: bot.id,
      user_id: bot.userId,
      visitor_uuid: visitor.uuid,
      platform: visitor.platform,
      number: visitor.number,
      name: visitor.name ?? null,
      created_at: visitor.at,
      last_visitor_message_at: visitor.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const a of answers) {
    const common = { visitor_id: id, payload: null, question_frontend_id: a.frontendId, sent_at: visitor.at };
    await db
      .insertInto('bot_messages')
      .values([
        { ...common, sender: 'bot', text: a.question, is_lead_message: 0 },
        { ...common, sender: 'visitor', text: a.reply, is_lead_message: a.lead ? 1 : 0 },
      ])
      .execute();
  }
  return id;
}
