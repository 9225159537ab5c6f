import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { botsContract } from '../../../shared/bots/contract';
import type { BotVisitor } from '../../../shared/bots/schemas';
import { datedRowsPage, sortedOn } from '../../db/list';
import type { BotVisitorsTable } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { xlsxAnswer, type XlsxColumn } from '../../http/xlsx';
import { botOwnerId } from './bots';
import type { BotsDeps } from './deps';
import { loadFlow } from './flow-rows';

type VisitorsQuery = z.output<(typeof botsContract)['visitors']['query']>;

const SORTS = {
  date: 'created_at',
  visitorName: 'name',
  visitorNumber: 'number',
  platform: 'platform',
} as const;

/** Each visitor's latest answer to every lead component, by frontendId. */
async function leadAnswers(
  deps: BotsDeps,
  visitorIds: number[],
): Promise<Map<number, Record<string, string>>> {
  const out = new Map<number, Record<string, string>>();
  if (visitorIds.length === 0) return out;
  const rows = await deps.ctx.db
    .selectFrom('bot_messages')
    .select(['visitor_id', 'question_frontend_id', 'text'])
    .where('visitor_id', 'in', visitorIds)
    .where('sender', '=', 'visitor')
    .where('is_lead_message', '=', 1)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const answers = out.get(r.visitor_id) ?? {};
    if (r.question_frontend_id !== null) answers[r.question_frontend_id] = r.text;
    out.set(r.visitor_id, answers);
  }
  return out;
}

const visitorOf = (row: Selectable<BotVisitorsTable>, leads: Record<string, string>): BotVisitor => ({
  visitorUUId: row.visitor_uuid,
  visitorNumber: row.number,
  visitorName: row.name,
  platform: row.platform,
  date: row.created_at,
  leads,
});

/**
 * §7 Visitor list (page 1, date Desc by default) within business days; IsExport answers every row as
 * xlsx with Number / IP Address, Name, Platform, Date and a column per lead component of the flow.
 */
export async function listVisitors(deps: BotsDeps, caller: AuthUser, q: VisitorsQuery) {
  await botOwnerId(deps, caller, q.botId);
  const { db, clock } = deps.ctx;
  const page = await datedRowsPage(
    db.selectFrom('bot_visitors').where('bot_id', '=', q.botId),
    { clock, searched: ['name', 'number'], sortedOn: sortedOn(q.SortColumn, SORTS, 'created_at') },
    q,
    (r) => r,
  );
  const leads = await leadAnswers(
    deps,
    page.records.map((r) => r.id),
  );
  const records = page.records.map((r) => visitorOf(r, leads.get(r.id) ?? {}));
  if (!q.IsExport) return { records, total_Record_Count: page.total_Record_Count };

  const leadColumns: XlsxColumn<BotVisitor>[] = (await loadFlow(db, q.botId))
    .filter((c) => c.isLeadMessage)
    .map((c) => ({
      header: c.question.slice(0, 60) || `Component ${c.frontendId}`,
      width: 28,
      value: (v: BotVisitor) => v.leads[c.frontendId] ?? '',
    }));
  return xlsxAnswer(
    'bot-visitors',
    'Visitors',
    [
      { header: 'Number / IP Address', width: 22, value: (v) => v.visitorNumber },
      { header: 'Name', width: 24, value: (v) => v.visitorName ?? '' },
      { header: 'Platform', width: 12, value: (v) => v.platform },
      { header: 'Date', width: 20, value: (v) => clock.formatDateTime(v.date) },
      ...leadColumns,
    ],
    records,
  );
}

/** §4 Delete Responses: the bot's visitors and their conversations, so its flow may change. */
export async function deleteResponses(deps: BotsDeps, caller: AuthUser, botId: number) {
  await botOwnerId(deps, caller, botId);
  await deps.ctx.db.deleteFrom('bot_visitors').where('bot_id', '=', botId).execute();
  return null;
}
