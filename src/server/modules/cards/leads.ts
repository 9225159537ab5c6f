import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { cardsContract } from '../../../shared/cards/contract';
import type { CardLead } from '../../../shared/cards/schemas';
import type { AppContext } from '../../context';
import type { CardLeadsTable } from '../../db/schema';
import { cardRecords, hostedCardId, type VisibleCard } from './records';

type LeadInput = z.output<(typeof cardsContract)['addCardLead']['body']>;

const LEAD_SORTS = { date: 'created_at', name: 'name', email: 'email', phone: 'phone' } as const;

const leadOf = (l: Selectable<CardLeadsTable>): CardLead => ({
  id: l.id,
  name: l.name,
  phone: l.phone,
  email: l.email,
  message: l.message,
  date: l.created_at,
});

/** "Share your details" on the hosted page (issue 14, beyond the spec): the owner's (or an Admin's) list. */
export function cardLeads(ctx: AppContext, visibleRow: VisibleCard) {
  const { db, clock } = ctx;
  return {
    ...cardRecords(ctx, visibleRow, {
      table: 'card_leads',
      searched: ['name', 'phone', 'email', 'message'],
      sorts: LEAD_SORTS,
      of: leadOf,
      file: 'leads',
      sheet: 'Leads',
      columns: [
        { header: 'Name', value: (l) => l.name, width: 24 },
        { header: 'Phone', value: (l) => l.phone, width: 18 },
        { header: 'E-mail', value: (l) => l.email, width: 28 },
        { header: 'Message', value: (l) => l.message, width: 40 },
        { header: 'Date', value: (l) => clock.formatDateTime(l.date), width: 22 },
      ],
    }),

    /** A visitor's details; a filled honeypot (`website`) is a bot's: answered alike, not kept. */
    async add(input: LeadInput, client: { ip: string }) {
      const cardId = await hostedCardId(ctx, input.cardDetailsId);
      if (input.website) return { shared: true };
      await db
        .insertInto('card_leads')
        .values({
          card_id: cardId,
          name: input.name,
          phone: input.phone,
          email: input.email,
          message: input.message,
          ip: client.ip,
          created_at: ctx.clock.now().toISOString(),
        })
        .execute();
      return { shared: true };
    },
  };
}
