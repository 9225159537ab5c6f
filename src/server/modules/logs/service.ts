import type { z } from 'zod';
import type { logsContract } from '../../../shared/logs/contract';
import type { AppContext } from '../../context';
import { filteredList, pageOf, sortedOn } from '../../db/list';

type Query<K extends 'cronLogs' | 'aiLogs'> = z.output<NonNullable<(typeof logsContract)[K]['query']>>;

/** AI generation calls as the AI area records them (issue 6: AI Logs). */
export interface AiLogEntry {
  userId: number | null;
  kind: string;
  promptSummary: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  status: 'SUCCESS' | 'FAILED';
  errorMessage?: string | null;
}

export function logsService({ db, clock }: AppContext) {
  return {
    async cronLogs(q: Query<'cronLogs'>) {
      let qb = db.selectFrom('cron_logs');
      if (q.cronType) qb = qb.where('cron_type', '=', q.cronType);
      if (q.isSuccess !== undefined) qb = qb.where('is_success', '=', q.isSuccess ? 1 : 0);
      qb = filteredList(
        qb,
        { term: q.Search, in: ['response'] },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 'start_time' },
      );
      const col = sortedOn(q.SortColumn, { cronType: 'cron_type', endTime: 'end_time' }, 'start_time');
      return pageOf(
        qb,
        (b) =>
          b
            .selectAll()
            .orderBy(col, q.SortType ?? 'desc')
            .orderBy('id', 'desc'),
        q,
        (r) => ({
          id: r.id,
          cronType: r.cron_type,
          response: r.response,
          startTime: r.start_time,
          endTime: r.end_time,
          isSuccess: r.is_success === 1,
        }),
      );
    },

    async cronTypes() {
      const rows = await db
        .selectFrom('cron_logs')
        .select('cron_type')
        .distinct()
        .orderBy('cron_type')
        .execute();
      return rows.map((r) => r.cron_type);
    },

    async aiLogs(q: Query<'aiLogs'>) {
      let qb = db.selectFrom('ai_logs as l').leftJoin('users as u', 'u.id', 'l.user_id');
      if (q.kind) qb = qb.where('l.kind', '=', q.kind);
      if (q.status) qb = qb.where('l.status', '=', q.status);
      qb = filteredList(
        qb,
        { term: q.Search, in: ['u.user_name', 'u.company_name', 'l.prompt_summary'] },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 'l.created_at' },
      );
      const col = sortedOn(
        q.SortColumn,
        { userName: 'u.user_name', kind: 'l.kind', durationMs: 'l.duration_ms' },
        'l.created_at',
      );
      return pageOf(
        qb,
        (b) =>
          b
            .selectAll('l')
            .select(['u.user_name', 'u.company_name'])
            .orderBy(col, q.SortType ?? 'desc')
            .orderBy('l.id', 'desc'),
        q,
        (r) => ({
          id: r.id,
          userId: r.user_id,
          userName: r.user_name,
          companyName: r.company_name,
          kind: r.kind,
          promptSummary: r.prompt_summary,
          model: r.model,
          promptTokens: r.prompt_tokens,
          completionTokens: r.completion_tokens,
          durationMs: r.duration_ms,
          status: r.status,
          errorMessage: r.error_message,
          createdDate: r.created_at,
        }),
      );
    },

    async aiLogKinds() {
      const rows = await db.selectFrom('ai_logs').select('kind').distinct().orderBy('kind').execute();
      return rows.map((r) => r.kind);
    },

    /** Called by the AI area after every generation call, successful or not. */
    async recordAiCall(entry: AiLogEntry) {
      await db
        .insertInto('ai_logs')
        .values({
          user_id: entry.userId,
          kind: entry.kind,
          prompt_summary: entry.promptSummary.slice(0, 300),
          model: entry.model,
          prompt_tokens: entry.promptTokens,
          completion_tokens: entry.completionTokens,
          duration_ms: entry.durationMs,
          status: entry.status,
          error_message: entry.errorMessage ?? null,
          created_at: clock.now().toISOString(),
        })
        .execute();
    },
  };
}

export type LogsService = ReturnType<typeof logsService>;
