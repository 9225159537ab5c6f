import type { Insertable, Selectable, Transaction } from 'kysely';
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

/** The visitor's message of a step; an answer to a question carries its frontendId and lead flag. */
export interface VisitorSaid {
  text: string;
  answer: RecordedAnswer | null;
}

/** A step's message rows, in order: the visitor's (when there is one) and then the bot's. */
export function messageRowsOf(
  visitorId: number,
  said: VisitorSaid | null,
  messages: BotMessage[],
  at: string,
): Insertable<BotMessagesTable>[] {
  const fromVisitor = said
    ? [
        {
          visitor_id: visitorId,
          sender: 'visitor' as const,
          text: said.text,
          payload: null,
          question_frontend_id: said.answer?.frontendId ?? null,
          is_lead_message: said.answer?.isLeadMessage ? 1 : 0,
          sent_at: at,
        },
      ]
    : [];
  const fromBot = messages.map((m) => ({
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
  }));
  return [...fromVisitor, ...fromBot];
}

/**
 * Message rows in one statement; the bot's rows are returned, ids ascending (rows take their ids in
 * the order given; sorted all the same, as the order is what counts).
 */
export async function insertMessages(
  trx: Transaction<Database>,
  rows: Insertable<BotMessagesTable>[],
): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  return botRowsOf(await trx.insertInto('bot_messages').values(rows).returningAll().execute());
}

/** The bot's rows among stored message rows, ids ascending. */
export const botRowsOf = (rows: MessageRow[]) =>
  rows.filter((r) => r.sender === 'bot').sort((a, b) => a.id - b.id);

/** A step's messages (messageRowsOf) in one statement; the bot's rows are returned, ids ascending. */
export const recordMessages = (
  trx: Transaction<Database>,
  visitorId: number,
  said: VisitorSaid | null,
  messages: BotMessage[],
  at: string,
) => insertMessages(trx, messageRowsOf(visitorId, said, messages, at));

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
