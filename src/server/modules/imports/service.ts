import type { z } from 'zod';
import { USER_STATUS } from '../../../shared/account/modules';
import { planEndDate, todayYmd, type ValidityType } from '../../../shared/billing/rules';
import { billTotals } from '../../../shared/billing/totals';
import type { ImportResult, importUsersSchema } from '../../../shared/imports/contract';
import { checkImportRow, type ImportUser } from '../../../shared/imports/rules';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';

type ImportInput = z.output<typeof importUsersSchema>;

const BATCH = 500;
const APP_COLUMNS = [
  ['post', 1],
  ['web', 2],
  ['bot', 3],
  ['card', 4],
  ['campaign', 5],
  ['whatsapp', 6],
] as const;

const mobileKey = (u: Pick<ImportUser, 'countryCode' | 'mobileNumber'>) =>
  `+${u.countryCode}${u.mobileNumber}`;

/**
 * Import Users (spec 03 sections 2.9, 3.10, 8.5): each row is checked, repeats in the file count
 * once, existing users are counted and left alone, and new users — with brand information (company
 * name, default logo) and the chosen plan — are created one transaction per batch of 500. They have
 * no password: they sign in with OTP and then set one. Cards come with the card app (cardCreated 0).
 */
export function importsService({ db, users }: AppContext) {
  async function checkReferences(input: ImportInput) {
    if (input.ReferenceId) {
      const ref = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', input.ReferenceId)
        .where('role', '=', 'Admin')
        .executeTakeFirst();
      if (!ref) throw invalid({ ReferenceId: 'Reference By must be an administrator' });
    }
    if (!input.plan) return null;
    const pkg = await db
      .selectFrom('subscription_packages')
      .selectAll()
      .where('id', '=', input.plan)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (!pkg) throw invalid({ plan: 'Plan not found or inactive' });
    return pkg;
  }

  return {
    async importUsers(input: ImportInput): Promise<ImportResult> {
      const pkg = await checkReferences(input);
      const result: ImportResult = {
        totalUsers: input.users.length,
        userRegister: 0,
        userAlreadyRegister: 0,
        repeatedUsers: 0,
        cardCreated: 0,
        notProperUserData: 0,
        invalidRows: [],
      };

      // 1. Check every row; keep the first of repeated rows (same e-mail or mobile).
      const seen = new Set(input.seenBefore ?? []);
      const proper: ImportUser[] = [];
      let firstErrors: Record<string, string> | null = null;
      input.users.forEach((raw, index) => {
        const check = checkImportRow(raw);
        if (!check.ok) {
          result.notProperUserData += 1;
          firstErrors ??= Object.fromEntries(
            Object.entries(check.errors).map(([k, v]) => [`users.${index}.${k}`, v!]),
          );
          if (result.invalidRows.length < 500)
            result.invalidRows.push({ index, reasons: Object.values(check.errors) as string[] });
          return;
        }
        const keys = [check.user.email, mobileKey(check.user)];
        if (keys.some((k) => seen.has(k))) {
          result.repeatedUsers += 1;
          return;
        }
        keys.forEach((k) => seen.add(k));
        proper.push(check.user);
      });
      // Nothing usable at all: answer the first row's problems on its fields (spec 03 section 8.5).
      if (proper.length === 0 && firstErrors) throw invalid(firstErrors);

      const start = todayYmd();
      const end = pkg ? planEndDate(start, pkg.validity, pkg.validity_type as ValidityType) : '';
      // The plan is priced from its package as the billing screens price it (one unit, the package's GST).
      const unitPrice = pkg ? (pkg.discounted_price ?? pkg.price) : 0;
      const totals = billTotals(
        [
          {
            description: pkg?.name ?? '',
            hsn: pkg?.hsn ?? null,
            quantity: 1,
            unitPrice,
            gstRate: pkg?.gst ?? 0,
          },
        ],
        { supplierState: null, customerState: null },
      );
      for (let i = 0; i < proper.length; i += BATCH) {
        const batch = proper.slice(i, i + BATCH);
        await db.transaction().execute(async (trx) => {
          // 2. Users that exist already (by e-mail or mobile) are counted, not duplicated.
          const existing = await trx
            .selectFrom('users')
            .select(['email', 'country_code', 'mobile_number'])
            .where((eb) =>
              eb.or([
                eb(
                  'email',
                  'in',
                  batch.map((u) => u.email),
                ),
                eb('mobile_number', 'in', [...new Set(batch.map((u) => u.mobileNumber))]),
              ]),
            )
            .execute();
          const taken = new Set(
            existing.flatMap((e) => [e.email, e.mobile_number ? `+${e.country_code}${e.mobile_number}` : '']),
          );
          const fresh = batch.filter((u) => !taken.has(u.email) && !taken.has(mobileKey(u)));
          result.userAlreadyRegister += batch.length - fresh.length;
          if (fresh.length === 0) return;

          const now = new Date().toISOString();
          const created = await trx
            .insertInto('users')
            .values(
              fresh.map((u) => ({
                user_name: `${u.firstName} ${u.lastName}`,
                email: u.email,
                country_code: u.countryCode,
                mobile_number: u.mobileNumber,
                password_hash: null,
                role: 'User' as const,
                status: USER_STATUS.pending,
                is_active: 1,
                company_name: u.companyName,
                company_logo: input.defaultLogo ?? null,
                business_type: null,
                reference_id: input.ReferenceId ?? null,
                registration_date: now,
                updated_at: now,
              })),
            )
            .returning('id')
            .execute();
          result.userRegister += created.length;

          // 3. The chosen plan: paid at once when it costs nothing, else unpaid, for the admin to invoice or
          //    the user to pay from My Subscriptions.
          if (pkg) {
            const plans = await trx
              .insertInto('user_plans')
              .values(
                created.map((c) => ({
                  user_id: c.id,
                  subscription_plan_id: pkg.id,
                  start_date: start,
                  end_date: end,
                  status: unitPrice === 0 ? 1 : 0,
                  is_active: 1,
                  created_at: now,
                  price: unitPrice,
                  original_price: pkg.price,
                  discounted_price: pkg.discounted_price,
                  gst: pkg.gst,
                  quantity: 1,
                  hsn: pkg.hsn,
                  sub_total: totals.subTotal,
                  tax_amount: totals.taxAmount,
                  round_off: totals.roundOff,
                  total_amount: totals.total,
                })),
              )
              .returning('id')
              .execute();
            const apps = plans.flatMap((p) =>
              APP_COLUMNS.flatMap(([column, app]) =>
                pkg[column] === null
                  ? []
                  : [{ user_plan_id: p.id, app, assigned_limit: pkg[column]!, used_count: 0 }],
              ),
            );
            if (apps.length) await trx.insertInto('user_plan_apps').values(apps).execute();
          }
          created.forEach((c) => users.forgetUser(c.id));
        });
      }
      return result;
    },
  };
}

export type ImportsService = ReturnType<typeof importsService>;
