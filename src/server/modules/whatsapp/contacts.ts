import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  CONTACT_MESSAGES as M,
  fullNumberOf,
  type Contact,
  type ContactChoice,
  type ContactFormOutput,
  type contactsQuery,
} from '../../../shared/whatsapp/contacts';
import type { DB } from '../../db/connect';
import { filteredList, pageOf, sortedOn } from '../../db/list';
import type { WhatsappContactsTable } from '../../db/schema';
import { foundOr404 } from '../../db/tenancy';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { inTransaction, type WhatsappDeps } from './deps';
import { isOptedOut, optIn, optOut } from './opt-outs';

/**
 * WhatsApp contacts (spec 03 §2.3, §3.3, §7.2). Contacts are their owner's own, whatever the role:
 * every query names the caller's id, so another owner's contact answers 404 like a missing one.
 */

type Row = Selectable<WhatsappContactsTable>;
export type ContactsQuery = z.output<typeof contactsQuery>;

const nameOf = (r: Pick<Row, 'first_name' | 'last_name'>) =>
  [r.first_name, r.last_name].filter(Boolean).join(' ');

export const contactOf = (r: Row): Contact => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  name: nameOf(r),
  countryCode: r.country_code,
  mobileNumber: r.mobile.slice(r.country_code.length),
  phoneNumber: r.mobile,
  email: r.email,
  companyName: r.company_name,
  customField1: r.custom_field1,
  customField2: r.custom_field2,
  customField3: r.custom_field3,
  customField4: r.custom_field4,
  customField5: r.custom_field5,
  optIn: r.opt_in === 1,
  createdDate: r.created_at,
});

/** The columns a form writes (not the owner, opt-in or times). */
export function contactColumns(form: ContactFormOutput) {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    country_code: form.countryCode,
    mobile: fullNumberOf(form.countryCode, form.mobileNumber),
    email: form.email,
    company_name: form.companyName,
    custom_field1: form.customField1,
    custom_field2: form.customField2,
    custom_field3: form.customField3,
    custom_field4: form.customField4,
    custom_field5: form.customField5,
  };
}

const numberTaken = () => new HttpError(409, M.numberTaken, 'Conflict', { mobileNumber: M.numberTaken });

const SORTS = {
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'mobile',
  email: 'email',
  companyName: 'company_name',
  createdDate: 'created_at',
} as const;

/** One page (or, for an export, every row) of the caller's contacts for the list query. */
export function listContacts(deps: WhatsappDeps, caller: AuthUser, q: ContactsQuery) {
  let base = filteredList(
    deps.db.selectFrom('whatsapp_contacts').where('user_id', '=', caller.id),
    {
      term: q.Search,
      in: ['first_name', 'last_name', 'mobile', 'email', 'company_name'],
    },
    { range: deps.clock.dayRange(q.StartDate, q.EndDate), on: 'created_at' },
  );
  if (q.OptIn === 'yes') base = base.where('opt_in', '=', 1);
  if (q.OptIn === 'no') base = base.where('opt_in', '=', 0);
  if (q.GroupId !== undefined) {
    const groupId = q.GroupId;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('whatsapp_group_members')
          .select('contact_id')
          .whereRef('whatsapp_group_members.contact_id', '=', 'whatsapp_contacts.id')
          .where('whatsapp_group_members.group_id', '=', groupId),
      ),
    );
  }
  const column = sortedOn(q.SortColumn, SORTS, 'created_at');
  const direction = q.SortType ?? (q.SortColumn ? 'asc' : 'desc');
  return pageOf(
    base,
    (qb) => qb.selectAll().orderBy(column, direction).orderBy('id', direction),
    q,
    contactOf,
  );
}

/** Every contact in short, by name (the pickers). */
export async function contactChoices(db: DB, caller: AuthUser): Promise<ContactChoice[]> {
  const rows = await db
    .selectFrom('whatsapp_contacts')
    .select(['id', 'first_name', 'last_name', 'mobile', 'opt_in'])
    .where('user_id', '=', caller.id)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: nameOf(r), phoneNumber: r.mobile, optIn: r.opt_in === 1 }));
}

async function ownRow(db: DB, caller: AuthUser, id: number): Promise<Row> {
  const row = await db
    .selectFrom('whatsapp_contacts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  return foundOr404(row, 'Contact');
}

export const contactById = async (db: DB, caller: AuthUser, id: number) =>
  contactOf(await ownRow(db, caller, id));

/**
 * Adds a contact; its number already among the caller's contacts is a 409 (the unique index
 * decides, so two saves at once give one contact). A number on the STOP list starts opted out.
 */
export async function createContact(
  deps: WhatsappDeps,
  caller: AuthUser,
  form: ContactFormOutput,
): Promise<Contact> {
  const now = deps.clock.now().toISOString();
  const columns = contactColumns(form);
  try {
    return await inTransaction(deps.db, async (trx) => {
      const stopped = await isOptedOut(trx, caller.id, columns.mobile);
      const row = await trx
        .insertInto('whatsapp_contacts')
        .values({
          ...columns,
          user_id: caller.id,
          opt_in: form.optIn && !stopped ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (!form.optIn) await optOut(trx, deps.clock, caller.id, columns.mobile);
      return contactOf(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw numberTaken();
    throw err;
  }
}

/** Changes a contact; an opt-in changed here moves the number on or off the STOP list. */
export async function updateContact(
  deps: WhatsappDeps,
  caller: AuthUser,
  form: ContactFormOutput & { id: number },
): Promise<Contact> {
  const columns = contactColumns(form);
  try {
    return await inTransaction(deps.db, async (trx) => {
      const before = await ownRow(trx, caller, form.id);
      await trx
        .updateTable('whatsapp_contacts')
        .set({ ...columns, updated_at: deps.clock.now().toISOString() })
        .where('id', '=', before.id)
        .execute();
      if (!form.optIn) await optOut(trx, deps.clock, caller.id, columns.mobile);
      else if (before.mobile === columns.mobile) {
        // The switch turned on in the form: the number leaves the STOP list.
        if (before.opt_in !== 1) await optIn(trx, deps.clock, caller.id, columns.mobile);
      } else {
        // A new number is taken as a new contact's: one on the STOP list stays opted out.
        const stopped = await isOptedOut(trx, caller.id, columns.mobile);
        await trx
          .updateTable('whatsapp_contacts')
          .set({ opt_in: stopped ? 0 : 1 })
          .where('id', '=', before.id)
          .execute();
      }
      return contactOf(await ownRow(trx, caller, form.id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw numberTaken();
    throw err;
  }
}

/** The row's opt-in switch (PUT opt-in/{id}): the contact and the STOP list change together. */
export async function setOptIn(
  deps: WhatsappDeps,
  caller: AuthUser,
  id: number,
  on: boolean,
): Promise<Contact> {
  return inTransaction(deps.db, async (trx) => {
    const row = await ownRow(trx, caller, id);
    if (on) await optIn(trx, deps.clock, caller.id, row.mobile);
    else await optOut(trx, deps.clock, caller.id, row.mobile);
    return contactOf(await ownRow(trx, caller, id));
  });
}

/** Deletes a contact and its memberships; the STOP list keeps the number (a STOP outlives the contact). */
export async function deleteContact(db: DB, caller: AuthUser, id: number): Promise<{ id: number }> {
  const gone = await db
    .deleteFrom('whatsapp_contacts')
    .where('id', '=', id)
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) foundOr404(undefined, 'Contact');
  return { id };
}
