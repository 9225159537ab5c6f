import type { Kysely, Selectable, Transaction } from 'kysely';
import type { FlowQuestion } from '../../../shared/bots/schemas';
import type { BotQuestionsTable, Database } from '../../db/schema';

/** A stored component as the contract's question (options, links and triggers parsed). */
export function questionOf(row: Selectable<BotQuestionsTable>): FlowQuestion {
  return {
    id: row.id,
    frontendId: row.frontend_id,
    componentTypeId: row.component_type_id,
    question: row.question,
    target: row.target,
    sequence: row.sequence,
    options: JSON.parse(row.options),
    links: JSON.parse(row.links),
    flowTriggers: JSON.parse(row.triggers),
    imageOrFilePath: row.image_or_file_path,
    imageOrFileName: row.image_or_file_name,
    isLeadMessage: row.is_lead_message === 1,
    errorMessage: row.error_message,
    apiUrl: row.api_url,
  };
}

/** A bot's saved flow in sequence order (the editor, Test, and the engine's input). */
export async function loadFlow(
  db: Kysely<Database> | Transaction<Database>,
  botId: number,
): Promise<FlowQuestion[]> {
  const rows = await db
    .selectFrom('bot_questions')
    .selectAll()
    .where('bot_id', '=', botId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map(questionOf);
}

/** Replace a bot's flow inside the caller's transaction; ids of options, links, triggers renumbered. */
export async function writeFlow(
  trx: Transaction<Database>,
  botId: number,
  questions: FlowQuestion[],
): Promise<void> {
  await trx.deleteFrom('bot_questions').where('bot_id', '=', botId).execute();
  if (questions.length === 0) return;
  await trx
    .insertInto('bot_questions')
    .values(
      questions.map((q) => ({
        bot_id: botId,
        frontend_id: q.frontendId,
        component_type_id: q.componentTypeId,
        question: q.question,
        target: q.target,
        sequence: q.sequence,
        options: JSON.stringify(
          q.options.map(({ optionNo, value, target }) => ({ optionNo, value, target })),
        ),
        links: JSON.stringify(
          q.links.map(({ linkNo, linkTitle, linkUrl }) => ({ linkNo, linkTitle, linkUrl })),
        ),
        triggers: JSON.stringify(
          q.flowTriggers.map(({ triggerText, priority }) => ({ triggerText, priority })),
        ),
        image_or_file_path: q.imageOrFilePath,
        image_or_file_name: q.imageOrFileName,
        is_lead_message: q.isLeadMessage ? 1 : 0,
        error_message: q.errorMessage,
        api_url: q.apiUrl,
      })),
    )
    .execute();
}
