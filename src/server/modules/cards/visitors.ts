import type { Selectable } from 'kysely';
import { visitSource } from '../../../shared/cards/rules';
import type { CardVisitor } from '../../../shared/cards/schemas';
import type { AppContext } from '../../context';
import type { CardVisitorsTable } from '../../db/schema';
import { clientSoftwareOf, isCrawler } from '../../http/user-agent';
import { cardRecords, hostedCardId, type VisibleCard } from './records';

/** §7 CARDVisitor: one IP and browser counts once in this window (issue 14). */
export const VISIT_WINDOW_MS = 30 * 60_000;

const VISITOR_SORTS = {
  date: 'created_at',
  ip: 'ip',
  browser: 'browser',
  operatingSystem: 'operating_system',
  type: 'type',
} as const;

const visitorOf = (v: Selectable<CardVisitorsTable>): CardVisitor => ({
  id: v.id,
  ip: v.ip,
  browser: v.browser,
  operatingSystem: v.operating_system,
  type: v.type,
  date: v.created_at,
});

/** A card's visitors: counted from its hosted page's beacon, listed for the owner (or an Admin). */
export function cardVisitors(ctx: AppContext, visibleRow: VisibleCard) {
  const { db, clock } = ctx;
  return {
    ...cardRecords(ctx, visibleRow, {
      table: 'card_visitors',
      searched: ['ip', 'browser', 'type'],
      sorts: VISITOR_SORTS,
      of: visitorOf,
      file: 'visitors',
      sheet: 'Visitors',
      columns: [
        { header: 'IP Address', value: (v) => v.ip, width: 18 },
        { header: 'Browser', value: (v) => v.browser },
        { header: 'Operating System', value: (v) => v.operatingSystem },
        { header: 'Source', value: (v) => v.type },
        { header: 'Date', value: (v) => clock.formatDateTime(v.date), width: 22 },
      ],
    }),

    /**
     * §7 CARDVisitor from the hosted page's beacon: crawlers are not counted (isbot), and one IP with
     * one browser counts once per 30 minutes (issue 14). Unknown card: 404.
     */
    async add(
      input: { cardDetailsId: number; Referrer?: string | null; type?: string | null },
      client: { ip: string; userAgent: string },
    ) {
      const cardId = await hostedCardId(ctx, input.cardDetailsId);
      if (isCrawler(client.userAgent)) return { counted: false };
      const { browser, operatingSystem } = clientSoftwareOf(client.userAgent);
      const since = new Date(ctx.clock.now().getTime() - VISIT_WINDOW_MS).toISOString();
      const recent = await db
        .selectFrom('card_visitors')
        .select('id')
        .where('card_id', '=', cardId)
        .where('ip', '=', client.ip)
        .where('browser', '=', browser)
        .where('operating_system', '=', operatingSystem)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      if (recent) return { counted: false };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('card_visitors')
          .values({
            card_id: cardId,
            ip: client.ip,
            browser,
            operating_system: operatingSystem,
            type: visitSource(input.type),
            referrer: input.Referrer ? input.Referrer.slice(0, 2000) : null,
            created_at: ctx.clock.now().toISOString(),
          })
          .execute();
        await trx
          .updateTable('cards')
          .set((eb) => ({ visitor_count: eb('visitor_count', '+', 1) }))
          .where('id', '=', cardId)
          .execute();
      });
      return { counted: true };
    },
  };
}
