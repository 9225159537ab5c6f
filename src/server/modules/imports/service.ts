import type { AuthUser } from '../../http/context';
import { filesService } from '../files/service';
import type { z } from 'zod';
import { USER_STATUS } from '../../../shared/account/modules';
import {
  emptyImportResult,
  type ImportResult,
  type importUsersSchema,
} from '../../../shared/imports/contract';
import { checkImportRow, type ImportUser } from '../../../shared/imports/rules';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';
import { billingService } from '../billing/service';
import { cardsService } from '../cards/service';

type ImportInput = z.output<typeof importUsersSchema>;

const BATCH = 500;

const mobileKey = (u: Pick<ImportUser, 'countryCode' | 'mobileNumber'>) =>
  `+${u.countryCode}${u.mobileNumber}`;

/**
 * Import Users (spec 03 sections 2.9, 3.10, 8.5): each row is checked, repeats in the file count
 * once, existing users are counted and left alone, and new users — with brand information (company
 * name, default logo) and the chosen plan — are created one transaction per batch of 500. They have
 * no password: they sign in with OTP and then set one. Each new user whose plan has a Card unit gets
 * a personal card (issue 14), counted in cardCreated.
 */
export function importsService(ctx: AppContext) {
  const { db, users, clock } = ctx;
  const billing = billingService(ctx);
  const files = filesService(ctx);
  const cards = cardsService(ctx);

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
    const pkg = await billing.importedPlans.offer(input.plan);
    if (!pkg) throw invalid({ plan: 'Plan not found or inactive' });
    return pkg;
  }

  return {
    async importUsers(input: ImportInput, by: AuthUser): Promise<ImportResult> {
      const pkg = await checkReferences(input);
      // The default logo goes on the users' public pages (cards, sites): it is public from now on.
      const defaultLogo = input.defaultLogo ? await files.publish(input.defaultLogo, by) : null;
      const result = emptyImportResult(input.users.length);

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

      for (let i = 0; i < proper.length; i += BATCH) {
        const batch = proper.slice(i, i + BATCH);
        const madeUsers: number[] = [];
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
                // Both columns of the (country code, mobile) index, so the lookup probes it instead
                // of reading every user once per batch.
                eb.and([
                  eb('country_code', 'in', [...new Set(batch.map((u) => u.countryCode))]),
                  eb('mobile_number', 'in', [...new Set(batch.map((u) => u.mobileNumber))]),
                ]),
              ]),
            )
            .execute();
          const taken = new Set(
            existing.flatMap((e) => [e.email, e.mobile_number ? `+${e.country_code}${e.mobile_number}` : '']),
          );
          const fresh = batch.filter((u) => !taken.has(u.email) && !taken.has(mobileKey(u)));
          result.userAlreadyRegister += batch.length - fresh.length;
          if (fresh.length === 0) return;

          const now = clock.now().toISOString();
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
                company_logo: defaultLogo,
                business_type: null,
                reference_id: input.ReferenceId ?? null,
                registration_date: now,
                updated_at: now,
              })),
            )
            // A registration with the same e-mail or mobile that lands between the check above and
            // this insert is skipped and counted as already registered, never a 500 (issue 10).
            .onConflict((oc) => oc.doNothing())
            .returning(['id', 'email'])
            .execute();
          result.userRegister += created.length;
          result.userAlreadyRegister += fresh.length - created.length;

          // 3. The chosen plan, by billing's rules (a package that costs nothing is Paid at once).
          if (pkg)
            await billing.importedPlans.create(
              trx,
              pkg,
              created.map((c) => c.id),
            );
          // 4. Issue 14: a personal card for each new user whose plan allows cards.
          if (pkg && (pkg.card ?? 0) > 0)
            for (const c of created) {
              const u = fresh.find((f) => f.email === c.email);
              if (!u) continue;
              const made = await cards.importedCard(
                trx,
                {
                  id: c.id,
                  firstName: u.firstName,
                  lastName: u.lastName,
                  companyName: u.companyName,
                  mobile: `+${u.countryCode} ${u.mobileNumber}`,
                  email: u.email,
                },
                defaultLogo,
              );
              if (made) result.cardCreated += 1;
            }
          created.forEach((c) => users.forgetUser(c.id));
          madeUsers.push(...created.map((c) => c.id));
        });
        // The default logo is used by each new account and its card (issue 22 point 8: no file lost).
        if (defaultLogo && madeUsers.length) await cards.useDefaultLogo(madeUsers, defaultLogo);
      }
      return result;
    },
  };
}

export type ImportsService = ReturnType<typeof importsService>;
