import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/connect';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export const findUserById = (db: DB, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: DB, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findUserByMobile = (db: DB, countryCode: string, mobileNumber: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('country_code', '=', countryCode)
    .where('mobile_number', '=', mobileNumber)
    .executeTakeFirst();

/** A login typed as digits may carry the country code in front ("919876543210") or not. */
export const findUserByMobileDigits = (db: DB, digits: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([eb('mobile_number', '=', digits), eb(sql<string>`country_code || mobile_number`, '=', digits)]),
    )
    .orderBy('id')
    .executeTakeFirst();

export async function adminExists(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'Admin')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
