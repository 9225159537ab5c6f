import { sql, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import {
  GROUP_MESSAGES as M,
  groupNameKey,
  type AssignResult,
  type Group,
  type GroupDetail,
  type GroupFormOutput,
  type groupsQuery,
  type GroupType,
} from '../../../shared/whatsapp/groups';
import { CONTACT_MESSAGES } from '../../../shared/whatsapp/contacts';
import type { DB } from '../../db/connect';
import type { Database } from '../../db/schema';
import { filteredList, pageOf, sortedOn } from '../../db/list';
import { foundOr404 } from '../../db/tenancy';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import { inTransaction, type WhatsappDeps } from './deps';

/**
 * WhatsApp groups (spec 03 §2.2, §3.2, §5.2, §7.1). A group is its owner's, of its owner's
 * contacts; a name is unique per owner in any case and spacing, held by the unique index on
 * `name_key`, so two creates of one name at once give one group and one "Group name already exists".
 */

type GroupsQuery = z.output<typeof groupsQuery>;
type GroupsFrom = SelectQueryBuilder<Database & { g: Database['whatsapp_groups'] }, 'g', {}>;
const CHUNK = 500;

const nameTaken = () => new HttpError(409, M.nameTaken, 'Conflict', { name: M.nameTaken });

/** A group with its parent's name and its member count, over `whatsapp_groups as g`. */
function withGroupColumns(qb: GroupsFrom) {
  return qb.leftJoin('whatsapp_groups as p', 'p.id', 'g.parent_group_id').select([
    'g.id',
    'g.name',
    'g.kind',
    'g.parent_group_id',
    'p.name as parent_name',
    'g.created_at',
    (eb) =>
      eb
        .selectFrom('whatsapp_group_members as m')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('m.group_id', '=', 'g.id')
        .as('member_count'),
  ]);
}

const groupRows = (db: DB) => withGroupColumns(db.selectFrom('whatsapp_groups as g'));

type GroupRow = {
  id: number;
  name: string;
  kind: GroupType;
  parent_group_id: number | null;
  parent_name: string | null;
  created_at: string;
  member_count: number | string | null;
};

const groupOf = (r: GroupRow): Group => ({
  id: r.id,
  name: r.name,
  parentGroupId: r.parent_group_id,
  parentGroupName: r.parent_name,
  groupType: r.kind,
  memberCount: Number(r.member_count ?? 0),
  createdDate: r.created_at,
});

const SORTS = { name: 'g.name', memberCount: 'member_count', createdDate: 'g.created_at' } as const;

/** One page of the caller's groups; GroupType narrows to User or Filter groups. */
export function listGroups(deps: WhatsappDeps, caller: AuthUser, q: GroupsQuery) {
  let base = filteredList(
    deps.db.selectFrom('whatsapp_groups as g').where('g.user_id', '=', caller.id),
    { term: q.Search, in: ['g.name'] },
    { range: deps.clock.dayRange(q.StartDate, q.EndDate), on: 'g.created_at' },
  );
  if (q.GroupType && q.GroupType !== 'All') base = base.where('g.kind', '=', q.GroupType);
  const column = sortedOn(q.SortColumn, SORTS, 'g.created_at');
  const direction = q.SortType ?? (q.SortColumn ? 'asc' : 'desc');
  return pageOf(
    base,
    (qb) => withGroupColumns(qb).orderBy(sql.ref(column), direction).orderBy('g.id', direction),
    q,
    groupOf,
  );
}

/** Every group of the caller (or only the Filter groups) by name. */
export async function groupChoices(db: DB, caller: AuthUser, kind?: GroupType): Promise<Group[]> {
  let q = groupRows(db).where('g.user_id', '=', caller.id);
  if (kind) q = q.where('g.kind', '=', kind);
  return (await q.orderBy('g.name').orderBy('g.id').execute()).map(groupOf);
}

export async function groupById(db: DB, caller: AuthUser, id: number): Promise<GroupDetail> {
  const row = await groupRows(db)
    .where('g.id', '=', id)
    .where('g.user_id', '=', caller.id)
    .executeTakeFirst();
  const group = groupOf(foundOr404(row, 'Group'));
  const members = await db
    .selectFrom('whatsapp_group_members as m')
    .innerJoin('whatsapp_contacts as c', 'c.id', 'm.contact_id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.mobile'])
    .where('m.group_id', '=', id)
    .orderBy('c.first_name')
    .orderBy('c.id')
    .execute();
  const contacts = members.map((c) => ({
    id: c.id,
    name: [c.first_name, c.last_name].filter(Boolean).join(' '),
    phoneNumber: c.mobile,
  }));
  return { ...group, contacts, ContactIds: contacts.map((c) => c.id) };
}

/** The ids among `ids` that are the owner's contacts. */
async function ownContactIds(db: DB, userId: number, ids: readonly number[]): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('whatsapp_contacts')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    out.push(...rows.map((r) => r.id));
  }
  return out;
}

/** A form's contacts must all be the caller's; another owner's id reads as not found (422). */
async function checkedContactIds(db: DB, userId: number, ids: readonly number[]): Promise<number[]> {
  const own = await ownContactIds(db, userId, ids);
  if (own.length !== ids.length) throw invalid({ ContactIds: CONTACT_MESSAGES.contactsNotFound });
  return own;
}

/** Adds members (those already in are skipped); answers how many were added. */
async function addMembers(trx: DB, groupId: number, contactIds: readonly number[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < contactIds.length; i += CHUNK) {
    const rows = await trx
      .insertInto('whatsapp_group_members')
      .values(contactIds.slice(i, i + CHUNK).map((contact_id) => ({ group_id: groupId, contact_id })))
      .onConflict((oc) => oc.columns(['group_id', 'contact_id']).doNothing())
      .returning('contact_id')
      .execute();
    added += rows.length;
  }
  return added;
}

/** The owner's group's id, or 404: another owner's group answers as a missing one. */
async function ownGroupId(db: DB, userId: number, id: number): Promise<number> {
  const group = await db
    .selectFrom('whatsapp_groups')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return foundOr404(group, 'Group').id;
}

async function nameFree(db: DB, userId: number, name: string, exceptId?: number): Promise<void> {
  let q = db
    .selectFrom('whatsapp_groups')
    .select('id')
    .where('user_id', '=', userId)
    .where('name_key', '=', groupNameKey(name));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw nameTaken();
}

async function insertGroup(
  trx: DB,
  clock: WhatsappDeps['clock'],
  userId: number,
  name: string,
  kind: GroupType,
): Promise<number> {
  const now = clock.now().toISOString();
  await nameFree(trx, userId, name);
  const { id } = await trx
    .insertInto('whatsapp_groups')
    .values({
      user_id: userId,
      name: name.trim(),
      name_key: groupNameKey(name),
      kind,
      parent_group_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Rethrows a unique violation of the name as "Group name already exists". */
async function withNameCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function createGroup(
  deps: WhatsappDeps,
  caller: AuthUser,
  form: GroupFormOutput,
): Promise<GroupDetail> {
  const id = await withNameCheck(() =>
    inTransaction(deps.db, async (trx) => {
      const contactIds = await checkedContactIds(trx, caller.id, form.ContactIds);
      const groupId = await insertGroup(trx, deps.clock, caller.id, form.name, form.groupType);
      await addMembers(trx, groupId, contactIds);
      return groupId;
    }),
  );
  return groupById(deps.db, caller, id);
}

/** Renames a group and makes its members exactly the chosen contacts. */
export async function updateGroup(
  deps: WhatsappDeps,
  caller: AuthUser,
  form: GroupFormOutput & { id: number },
): Promise<GroupDetail> {
  await withNameCheck(() =>
    inTransaction(deps.db, async (trx) => {
      await ownGroupId(trx, caller.id, form.id);
      const contactIds = await checkedContactIds(trx, caller.id, form.ContactIds);
      await nameFree(trx, caller.id, form.name, form.id);
      await trx
        .updateTable('whatsapp_groups')
        .set({
          name: form.name.trim(),
          name_key: groupNameKey(form.name),
          kind: form.groupType,
          updated_at: deps.clock.now().toISOString(),
        })
        .where('id', '=', form.id)
        .execute();
      const keep = new Set(contactIds);
      const current = await trx
        .selectFrom('whatsapp_group_members')
        .select('contact_id')
        .where('group_id', '=', form.id)
        .execute();
      const drop = current.map((r) => r.contact_id).filter((c) => !keep.has(c));
      for (let i = 0; i < drop.length; i += CHUNK)
        await trx
          .deleteFrom('whatsapp_group_members')
          .where('group_id', '=', form.id)
          .where('contact_id', 'in', drop.slice(i, i + CHUNK))
          .execute();
      await addMembers(trx, form.id, contactIds);
    }),
  );
  return groupById(deps.db, caller, form.id);
}

export async function deleteGroup(db: DB, caller: AuthUser, id: number): Promise<{ id: number }> {
  const gone = await db
    .deleteFrom('whatsapp_groups')
    .where('id', '=', id)
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) foundOr404(undefined, 'Group');
  return { id };
}

export type AddContactsInput = {
  userId: number;
  contactIds: readonly number[];
  /** How a new group is marked: Filter for a campaign's filters (the default), User otherwise. */
  kind?: GroupType;
  /** A group made from another group's contacts. */
  parentGroupId?: number | null;
} & ({ groupId: number; newName?: undefined } | { newName: string; groupId?: undefined });

/**
 * Assign to group (spec 03 §2.2, §4; the campaign detail's AssignToFilterGroup): the owner's
 * contacts among `contactIds` join an existing group of the owner, or a new one of that name (a
 * name in use is "Group name already exists"). Answers the group, how many were newly assigned (0
 * when all were in already) and its members now. Runs in the caller's transaction.
 */
export async function addContactsToGroup(
  trx: DB,
  clock: WhatsappDeps['clock'],
  input: AddContactsInput,
): Promise<AssignResult> {
  let groupId: number;
  if (input.groupId !== undefined) {
    groupId = await ownGroupId(trx, input.userId, input.groupId);
  } else {
    const { newName } = input;
    groupId = await withNameCheck(() =>
      insertGroup(trx, clock, input.userId, newName, input.kind ?? 'Filter'),
    );
    if (input.parentGroupId)
      await trx
        .updateTable('whatsapp_groups')
        .set({ parent_group_id: input.parentGroupId })
        .where('id', '=', groupId)
        .execute();
  }
  const own = await ownContactIds(trx, input.userId, [...new Set(input.contactIds)]);
  const assigned = await addMembers(trx, groupId, own);
  const total = await trx
    .selectFrom('whatsapp_group_members')
    .select(sql<number>`count(*)`.as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return { groupId, assigned, total: Number(total.n) };
}
