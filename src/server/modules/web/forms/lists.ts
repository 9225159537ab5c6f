import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ListData } from '../../../../shared/http/envelope';
import type {
  FormResponse,
  formResponsesQuery,
  Subscriber,
  subscribersQuery,
} from '../../../../shared/web/schemas';
import type { AppContext } from '../../../context';
import { filteredList, pageOf } from '../../../db/list';
import type { WebsiteFormResponsesTable, WebsiteSubscribersTable } from '../../../db/schema';
import { foundOr404 } from '../../../db/tenancy';
import type { AuthUser } from '../../../http/context';
import type { FileAnswer } from '../../../http/reply';
import { xlsxAnswer } from '../../../http/xlsx';

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

/**
 * The contact form's entries and the newsletter's subscribers of the caller's website (issue 24):
 * newest first, searched, by date range in the business time zone; the same query with IsExport
 * answers the xlsx. Only the caller's own rows (user_id), another's id answers 404.
 */
export function formLists(ctx: AppContext) {
  const { db, clock } = ctx;

  function responsesPage(caller: AuthUser, q: ResponsesQuery) {
    const base = filteredList(
      db.selectFrom('website_form_responses').where('user_id', '=', caller.id),
      { term: q.Search, in: ['name', 'email', 'phone', 'message'] },
      { range: clock.dayRange(q.StartDate, q.EndDate), on: 'created_at' },
    );
    const direction = q.SortType ?? 'desc';
    return pageOf(
      base,
      (b) =>
        b
          .selectAll()
          .orderBy(RESPONSE_SORTS[q.SortColumn ?? 'createdDate'], direction)
          .orderBy('id', direction),
      q,
      responseOf,
    );
  }

  function subscribersPage(caller: AuthUser, q: SubscribersQuery) {
    const base = filteredList(
      db.selectFrom('website_subscribers').where('user_id', '=', caller.id),
      { term: q.Search, in: ['email'] },
      { range: clock.dayRange(q.StartDate, q.EndDate), on: 'created_at' },
    );
    const direction = q.SortType ?? 'desc';
    return pageOf(
      base,
      (b) =>
        b
          .selectAll()
          .orderBy(SUBSCRIBER_SORTS[q.SortColumn ?? 'createdDate'], direction)
          .orderBy('id', direction),
      q,
      subscriberOf,
    );
  }

  return {
    async responses(caller: AuthUser, q: ResponsesQuery): Promise<ListData<FormResponse> | FileAnswer> {
      const data = await responsesPage(caller, q);
      if (!q.IsExport) return data;
      return xlsxAnswer(
        'form-responses',
        'Form Responses',
        [
          { header: 'Name', value: (r) => r.name, width: 24 },
          { header: 'Email', value: (r) => r.email, width: 28 },
          { header: 'Phone', value: (r) => r.phone, width: 18 },
          { header: 'Message', value: (r) => r.message, width: 60 },
          { header: 'Page', value: (r) => r.pagePath },
          { header: 'Date', value: (r) => clock.formatDateTime(r.createdDate), width: 22 },
        ],
        data.records,
      );
    },

    async responseById(caller: AuthUser, id: number): Promise<FormResponse> {
      const row = await db
        .selectFrom('website_form_responses')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', caller.id)
        .executeTakeFirst();
      return responseOf(foundOr404(row, 'Form response'));
    },

    async subscribers(caller: AuthUser, q: SubscribersQuery): Promise<ListData<Subscriber> | FileAnswer> {
      const data = await subscribersPage(caller, q);
      if (!q.IsExport) return data;
      return xlsxAnswer(
        'subscribers',
        'Subscribers',
        [
          { header: 'Email', value: (r) => r.email, width: 32 },
          { header: 'Date', value: (r) => clock.formatDateTime(r.createdDate), width: 22 },
        ],
        data.records,
      );
    },
  };
}
