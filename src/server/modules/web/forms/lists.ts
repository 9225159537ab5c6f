import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ListData } from '../../../../shared/http/envelope';
import type {
  FormResponse,
  formResponsesQuery,
  Subscriber,
  subscribersQuery,
} from '../../../../shared/web/schemas';
import type { BusinessClock } from '../../../../shared/time/business-clock';
import type { AppContext } from '../../../context';
import { datedRowsPage } from '../../../db/list';
import type { WebsiteFormResponsesTable, WebsiteSubscribersTable } from '../../../db/schema';
import { foundOr404 } from '../../../db/tenancy';
import type { AuthUser } from '../../../http/context';
import type { FileAnswer } from '../../../http/reply';
import { pageOrXlsx, type XlsxColumn } from '../../../http/xlsx';

type ResponsesQuery = z.output<typeof formResponsesQuery>;
type SubscribersQuery = z.output<typeof subscribersQuery>;

const responseOf = (r: Selectable<WebsiteFormResponsesTable>): FormResponse => ({
  id: r.id,
  websiteId: r.website_id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  pagePath: r.page_path,
  createdDate: r.created_at,
});

const subscriberOf = (r: Selectable<WebsiteSubscribersTable>): Subscriber => ({
  id: r.id,
  websiteId: r.website_id,
  email: r.email,
  createdDate: r.created_at,
});

const RESPONSE_SORTS = { createdDate: 'created_at', name: 'name', email: 'email' } as const;
const SUBSCRIBER_SORTS = { createdDate: 'created_at', email: 'email' } as const;

/** The exports' columns, the date in the business time zone. */
const responseColumns = (clock: BusinessClock): XlsxColumn<FormResponse>[] => [
  { header: 'Name', value: (r) => r.name, width: 24 },
  { header: 'Email', value: (r) => r.email, width: 28 },
  { header: 'Phone', value: (r) => r.phone, width: 18 },
  { header: 'Message', value: (r) => r.message, width: 60 },
  { header: 'Page', value: (r) => r.pagePath },
  { header: 'Date', value: (r) => clock.formatDateTime(r.createdDate), width: 22 },
];
const subscriberColumns = (clock: BusinessClock): XlsxColumn<Subscriber>[] => [
  { header: 'Email', value: (r) => r.email, width: 32 },
  { header: 'Date', value: (r) => clock.formatDateTime(r.createdDate), width: 22 },
];

/**
 * The contact form's entries and the newsletter's subscribers of the caller's website (issue 24):
 * newest first, searched, by date range in the business time zone; the same query with IsExport
 * answers the xlsx. Only the caller's own rows (user_id), another's id answers 404.
 */
export function formLists(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    responses: async (caller: AuthUser, q: ResponsesQuery): Promise<ListData<FormResponse> | FileAnswer> =>
      pageOrXlsx(
        q,
        await datedRowsPage(
          db.selectFrom('website_form_responses').where('user_id', '=', caller.id),
          {
            clock,
            searched: ['name', 'email', 'phone', 'message'],
            sortedOn: RESPONSE_SORTS[q.SortColumn ?? 'createdDate'],
          },
          q,
          responseOf,
        ),
        { name: 'form-responses', sheet: 'Form Responses', columns: responseColumns(clock) },
      ),

    async responseById(caller: AuthUser, id: number): Promise<FormResponse> {
      const row = await db
        .selectFrom('website_form_responses')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', caller.id)
        .executeTakeFirst();
      return responseOf(foundOr404(row, 'Form response'));
    },

    subscribers: async (caller: AuthUser, q: SubscribersQuery): Promise<ListData<Subscriber> | FileAnswer> =>
      pageOrXlsx(
        q,
        await datedRowsPage(
          db.selectFrom('website_subscribers').where('user_id', '=', caller.id),
          { clock, searched: ['email'], sortedOn: SUBSCRIBER_SORTS[q.SortColumn ?? 'createdDate'] },
          q,
          subscriberOf,
        ),
        { name: 'subscribers', sheet: 'Subscribers', columns: subscriberColumns(clock) },
      ),
  };
}
