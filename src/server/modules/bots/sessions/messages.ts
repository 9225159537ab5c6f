import type { Selectable, Transaction } from 'kysely';
import type { BotMessage, RecordedAnswer } from '../../../../shared/bots/engine';
import type { BotMessagesTable, Database } from '../../../db/schema';

export type MessageRow = Selectable<BotMessagesTable>;

/** What a bot message keeps besides its text (bot_messages.payload), for the widget to draw. */
export interface MessagePayload {
  componentTypeId: number;
  options: BotMessage['options'];
  links: BotMessage['links'];
  file: BotMessage['file'];
  isError: boolean;
}

export function payloadOf(row: Pick<MessageRow, 'payload'>): MessagePayload | null {
  if (!row.payload) return null;
  try {
    return JSON.parse(row.payload) as MessagePayload;
  } catch {
    return null;
  }
}

/** The visitor's message; an answer to a question carries its frontendId and lead flag. */
export async function recordVisitorMessage(
  trx: Transaction<Database>,
  visitorId: number,
  text: string,
  answer: RecordedAnswer | null,
  at: string,
): Promise<void> {
  await trx
    .insertInto('bot_messages')
    .values({
      visitor_id: visitorId,
      sender: 'visitor',
      text,
      payload: null,
      question_frontend_id: answer?.frontendId ?? null,
      is_lead_message: answer?.isLeadMessage ? 1 : 0,
      sent_at: at,
    })
    .execute();
}

/** The bot's messages of one step, in order; their rows (ids ascending) are returned. */
export async function recordBotMessages(
  trx: Transaction<Database>,
  visitorId: number,
  messages: BotMessage[],
  at: string,
): Promise<MessageRow[]> {
  if (messages.length === 0) return [];
  const rows = await trx
    .insertInto('bot_messages')
    .values(
      messages.map((m) => ({
        visitor_id: visitorId,
        sender: 'bot' as const,
        text: m.text,
        payload: JSON.stringify({
          componentTypeId: m.componentTypeId,
          options: m.options,
          links: m.links,
          file: m.file,
          isError: m.isError,
        } satisfies MessagePayload),
        question_frontend_id: m.frontendId,
        is_lead_message: 0,
        sent_at: at,
      })),
    )
    .returningAll()
    .execute();
  // One statement, ids in the order given; sorted all the same, as the order is what counts.
  return rows.sort((a, b) => a.id - b.id);
}

/** A stored bot message as the engine's message again (a repeated inbound id, WhatsApp resends). */
export function botMessageOf(row: MessageRow): BotMessage {
  const p = payloadOf(row);
  return {
    frontendId: row.question_frontend_id ?? 0,
    componentTypeId: p?.componentTypeId ?? 1,
    text: row.text,
    options: p?.options ?? [],
    links: p?.links ?? [],
    file: p?.file ?? null,
    isError: p?.isError ?? false,
  };
}
