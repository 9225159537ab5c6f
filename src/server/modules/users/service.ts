import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { USER_STATUS } from '../../../shared/account/modules';
import type { UserRow, usersListQuery } from '../../../shared/users/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { filteredList, pageOf } from '../../db/list';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/errors';
import { hashPassword } from '../account/passwords';
import { accountService, newUserValues } from '../account/service';
import { billingService } from '../billing/service';

type ListQuery = z.output<typeof usersListQuery>;

const SORT = {
  registrationDate: 'u.registration_date',
  companyName: 'u.company_name',
  companyname: 'u.company_name',
  userName: 'u.user_name',
  email: 'u.email',
} as const;

const LAST_ADMIN = 'At least one active Admin must remain';

export function usersService(ctx: AppContext) {
  const { db, clock } = ctx;
  const billing = billingService(ctx);
  const account = accountService(ctx);

  /**
   * Users with their latest plan from billing: the plan in force today if any, else the most recent
   * one; its status is Active (in force), Upcoming (starts later) or Expired (ended).
   */
  function base() {
    return db
      .selectFrom('users as u')
      .leftJoin(billing.latestPlanOfEachUser(), (join) =>
        join.onRef('lp.user_id', '=', 'u.id').on('lp.rn', '=', 1),
      )
      .leftJoin('users as ref', 'ref.id', 'u.reference_id');
  }

  const columns = [
    'u.id',
    'u.user_name',
    'u.company_name',
    'u.email',
    'u.country_code',
    'u.mobile_number',
    'u.role',
    'u.status',
    'u.is_active',
    'u.registration_date',
    'lp.plan_name',
    'lp.plan_status',
    'ref.user_name as reference_by',
  ] as const;

  type Selected = {
    id: number;
    user_name: string;
    company_name: string | null;
    email: string;
    country_code: string | null;
    mobile_number: string | null;
    role: 'Admin' | 'User';
    status: number;
    is_active: number;
    registration_date: string;
    plan_name: string | null;
    plan_status: string | null;
    reference_by: string | null;
  };

  const toRow = (r: Selected): UserRow => ({
    id: r.id,
    userName: r.user_name,
    companyName: r.company_name,
    email: r.email,
    countryCode: r.country_code,
    mobileNumber: r.mobile_number,
    role: r.role,
    status: r.status,
    isActive: r.is_active === 1,
    registrationDate: r.registration_date,
    planName: r.plan_name,
    planStatus: (r.plan_status as UserRow['planStatus']) ?? null,
    referenceBy: r.reference_by,
  });

  async function byId(id: number): Promise<UserRow> {
    const row = await base().select(columns).where('u.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('User');
    return toRow(row as Selected);
  }

  async function activeAdminCount(): Promise<number> {
    const r = await db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('n'))
      .where('role', '=', 'Admin')
      .where('is_active', '=', 1)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** Refuses a change that would leave no active Admin (user-and-roles rule). */
  async function assertNotLastAdmin(id: number) {
    const target = await db
      .selectFrom('users')
      .select(['role', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!target) throw notFound('User');
    if (target.role === 'Admin' && target.is_active === 1 && (await activeAdminCount()) <= 1)
      throw conflict(LAST_ADMIN);
  }

  return {
    byId,

    async list(q: ListQuery) {
      let qb = base();
      // StatusId 4 lists staff (Admin) accounts — Import Users' "Reference By"; other values filter business users.
      if (q.StatusId === 4) qb = qb.where('u.role', '=', 'Admin');
      else {
        qb = qb.where('u.role', '=', 'User');
        if (q.StatusId) qb = qb.where('u.status', '=', q.StatusId);
      }
      if (q.Plan) qb = qb.where('lp.subscription_plan_id', '=', q.Plan);
      if (q.PlanStatus) qb = qb.where('lp.plan_status', '=', q.PlanStatus);
      qb = filteredList(
        qb,
        { term: q.Search, in: ['u.user_name', 'u.company_name', 'u.email', 'u.mobile_number'] },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 'u.registration_date' },
      );
      const sortColumn = SORT[q.SortColumn ?? 'registrationDate'];
      const direction = q.SortType ?? (q.SortColumn ? 'asc' : 'desc');
      return pageOf(
        qb,
        (b) => b.select(columns).orderBy(sortColumn, direction).orderBy('u.id', 'desc'),
        q,
        (r) => toRow(r as Selected),
      );
    },

    async updateStatus(id: number, isActive: boolean) {
      if (!isActive) await assertNotLastAdmin(id);
      const res = await db
        .updateTable('users')
        .set({ is_active: isActive ? 1 : 0, updated_at: clock.now().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('User');
      // A deactivated account is signed out everywhere at once.
      if (!isActive) await account.revokeSessions(id);
      ctx.users.forgetUser(id);
      return byId(id);
    },

    async userStatus(id: number) {
      const u = await db
        .selectFrom('users')
        .select(['id', 'user_name', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!u) throw notFound('User');
      return { userId: u.id, userName: u.user_name, status: u.status };
    },

    async verify(id: number) {
      const res = await db
        .updateTable('users')
        .set({ status: USER_STATUS.verified, updated_at: clock.now().toISOString() })
        .where('id', '=', id)
        .where('role', '=', 'User')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('User');
      ctx.users.forgetUser(id);
      return this.userStatus(id);
    },

    async subCategoriesOf(userId: number): Promise<number[]> {
      await this.userStatus(userId);
      const rows = await db
        .selectFrom('user_sub_categories')
        .select('sub_category_id')
        .where('user_id', '=', userId)
        .orderBy('sub_category_id')
        .execute();
      return rows.map((r) => r.sub_category_id);
    },

    /** Replaces a user's sub-categories with the given active ones, in one transaction. */
    async mapSubCategories(userId: number, ids: number[]): Promise<number[]> {
      await this.userStatus(userId);
      const unique = [...new Set(ids)];
      await db.transaction().execute(async (trx) => {
        if (unique.length) {
          const found = await trx
            .selectFrom('sub_categories')
            .select('id')
            .where('id', 'in', unique)
            .where('is_active', '=', 1)
            .execute();
          if (found.length !== unique.length) {
            const known = new Set(found.map((f) => f.id));
            throw conflict(
              `Unknown or inactive sub-category: ${unique.filter((i) => !known.has(i)).join(', ')}`,
            );
          }
        }
        await trx.deleteFrom('user_sub_categories').where('user_id', '=', userId).execute();
        if (unique.length) {
          await trx
            .insertInto('user_sub_categories')
            .values(unique.map((id) => ({ user_id: userId, sub_category_id: id })))
            .execute();
        }
      });
      return unique.sort((a, b) => a - b);
    },

    async subCategoryOptions() {
      const rows = await db
        .selectFrom('sub_categories as s')
        .innerJoin('categories as c', 'c.id', 's.category_id')
        .select(['s.id', 's.name', 's.category_id', 'c.name as category_name'])
        .where('s.is_active', '=', 1)
        .where('c.is_active', '=', 1)
        .orderBy('c.name')
        .orderBy('s.name')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        categoryId: r.category_id,
        categoryName: r.category_name,
      }));
    },

    async staff(): Promise<UserRow[]> {
      const rows = await base()
        .select(columns)
        .where('u.role', '=', 'Admin')
        .orderBy('u.user_name')
        .execute();
      return rows.map((r) => toRow(r as Selected));
    },

    async createStaff(input: { userName: string; email: string; password: string; role: 'Admin' | 'User' }) {
      const exists = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', input.email)
        .executeTakeFirst();
      if (exists) throw conflict('An account with this email already exists');
      const row = await db
        .insertInto('users')
        .values(
          newUserValues(
            {
              ...input,
              passwordHash: await hashPassword(input.password),
              status: USER_STATUS.verified,
              companyName: input.role === 'User' ? input.userName : null,
            },
            clock.now().toISOString(),
          ),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          // Another create (or a registration) with this email got past the check above first.
          throw isUniqueViolation(err) ? conflict('An account with this email already exists') : err;
        });
      return byId(row.id);
    },

    async changeRole(id: number, role: 'Admin' | 'User') {
      if (role === 'User') await assertNotLastAdmin(id);
      const res = await db
        .updateTable('users')
        .set({ role, updated_at: clock.now().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('User');
      // The role is inside the caller's token: sign them in again.
      await account.revokeSessions(id);
      ctx.users.forgetUser(id);
      return byId(id);
    },

    /** A user's account name, company and e-mail (what another area shows of them), if they exist. */
    async contactOf(id: number): Promise<UserContact | undefined> {
      const r = await db.selectFrom('users').select(CONTACT).where('id', '=', id).executeTakeFirst();
      return r && contactOf(r);
    },

    /**
     * Business users (role User) in id order, at most `limit`, as contacts: all of them, or those
     * `which` admits (another area's condition on `users`, such as "assigned to this frame").
     */
    async businessContacts(
      limit: number,
      which?: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>,
    ): Promise<UserContact[]> {
      let q = db.selectFrom('users').select(CONTACT).where('role', '=', 'User');
      if (which) q = q.where(which);
      return (await q.orderBy('id').limit(limit).execute()).map(contactOf);
    },
  };
}

export interface UserContact {
  id: number;
  userName: string;
  companyName: string | null;
  email: string;
}

const CONTACT = ['id', 'user_name', 'company_name', 'email'] as const;
const contactOf = (r: { id: number; user_name: string; company_name: string | null; email: string }) => ({
  id: r.id,
  userName: r.user_name,
  companyName: r.company_name,
  email: r.email,
});

export type UsersService = ReturnType<typeof usersService>;
