import crypto from 'node:crypto';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { z } from 'zod';
import { MODULES } from '../../../shared/account/modules';
import type { botsContract } from '../../../shared/bots/contract';
import { COMPONENT_TYPES } from '../../../shared/bots/component-types';
import {
  DEFAULT_BOT_COLOUR,
  type Bot,
  type botFormSchema,
  type FlowQuestion,
} from '../../../shared/bots/schemas';
import type { DB } from '../../db/connect';
import { filteredList, pageOf, sortedOn } from '../../db/list';
import type { BotsTable, Database } from '../../db/schema';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import type { UploadReservation } from '../../http/bind';
import type { ReceivedFile } from '../../http/multipart';
import type { BotsDeps } from './deps';
import { firstFlow } from './first-flow';
import { flowFiles } from './flow-files';
import { loadFlow, writeFlow } from './flow-rows';

type BotsQuery = z.output<(typeof botsContract)['bots']['query']>;
type BotForm = z.output<typeof botFormSchema>;
type BotRow = Selectable<BotsTable> & { visitor_count: number | string; owner_company: string | null };

const SORTS = {
  name: 'bots.name',
  visitorCount: 'visitor_count',
  createdDate: 'bots.created_at',
  companyName: 'users.company_name',
} as const;

/** A bot's key for its widget: random, so a bot's id never opens its chat to anyone. */
const newWidgetKey = () => crypto.randomBytes(16).toString('base64url');

/** §3 component types, for the editor's palette. */
export const componentTypes = () =>
  COMPONENT_TYPES.map(({ id, label, defaultQuestion, errorMessage }) => ({
    id,
    label,
    defaultQuestion,
    errorMessage,
  }));

/** A bot row's owner's company and its visitor count (the list's and the details' columns). */
const ownerAndVisitors = (eb: ExpressionBuilder<Database, 'bots' | 'users'>) => [
  'users.company_name as owner_company' as const,
  eb
    .selectFrom('bot_visitors')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('bot_visitors.bot_id', '=', 'bots.id')
    .as('visitor_count'),
];

function botsWithOwner(db: DB) {
  return db
    .selectFrom('bots')
    .innerJoin('users', 'users.id', 'bots.user_id')
    .selectAll('bots')
    .select(ownerAndVisitors);
}

async function botsOf(deps: BotsDeps, rows: BotRow[]): Promise<Bot[]> {
  const connected = await deps.connectedBots(rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    colour: row.colour,
    visitorCount: Number(row.visitor_count ?? 0),
    isWhatsAppConnected: connected.has(row.id),
    widgetKey: row.widget_key,
    companyName: row.owner_company,
    createdDate: row.created_at,
    updatedDate: row.updated_at,
  }));
}

/** A bot the caller may see (their own, or any for an Admin), else 404 as for a missing one. */
export async function visibleBot(deps: BotsDeps, caller: AuthUser, id: number): Promise<Bot> {
  const row = await ownedBy(
    botsWithOwner(deps.ctx.db).where('bots.id', '=', id),
    'bots.user_id',
    caller,
  ).executeTakeFirst();
  const [bot] = await botsOf(deps, [foundOr404(row as BotRow | undefined, 'Bot')]);
  return bot;
}

/** The owner of a visible bot (an Admin acts on a User's bot as that User). */
export async function botOwnerId(deps: BotsDeps, caller: AuthUser, id: number): Promise<number> {
  const row = await ownedBy(
    deps.ctx.db.selectFrom('bots').select('user_id').where('id', '=', id),
    'user_id',
    caller,
  ).executeTakeFirst();
  return foundOr404(row, 'Bot').user_id;
}

export async function listBots(deps: BotsDeps, caller: AuthUser, q: BotsQuery) {
  const { db, clock } = deps.ctx;
  const base = filteredList(
    ownedBy(db.selectFrom('bots').innerJoin('users', 'users.id', 'bots.user_id'), 'bots.user_id', caller),
    {
      term: q.Search,
      in: caller.role === 'Admin' ? ['bots.name', 'users.company_name', 'users.user_name'] : ['bots.name'],
    },
    { range: clock.dayRange(q.StartDate, q.EndDate), on: 'bots.created_at' },
  );
  const direction = q.SortType ?? 'desc';
  const page = await pageOf(
    base,
    (b) =>
      b
        .selectAll('bots')
        .select(ownerAndVisitors)
        .orderBy(sortedOn(q.SortColumn, SORTS, 'bots.created_at'), direction)
        .orderBy('bots.id', direction),
    q,
    (r) => r as BotRow,
  );
  return { records: await botsOf(deps, page.records), total_Record_Count: page.total_Record_Count };
}

/** The icon: a new upload (public, the widget shows it), else an address of ours the form kept. */
async function avatarOf(
  deps: BotsDeps,
  caller: AuthUser,
  ownerId: number,
  form: BotForm,
  upload: { file?: ReceivedFile; reservation: UploadReservation | null },
): Promise<string | null> {
  if (upload.file)
    return (await deps.files.upload(caller, upload.file, { isPublic: true, reservation: upload.reservation }))
      .url;
  return form.Avatar ? deps.files.publish(form.Avatar, { id: ownerId, role: 'User' }) : null;
}

/** Insert a bot and its flow inside `trx`, one unit of the Bot allowance taken (402 when none is left). */
async function insertBot(
  deps: BotsDeps,
  trx: DB,
  userId: number,
  bot: { name: string; colour: string; avatar: string | null },
  questions: FlowQuestion[],
): Promise<number> {
  await deps.billing.requireAllowance(trx, userId, MODULES.bot);
  const now = deps.ctx.clock.now().toISOString();
  const { id } = await trx
    .insertInto('bots')
    .values({ user_id: userId, ...bot, widget_key: newWidgetKey(), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeFlow(trx as never, id, questions);
  return id;
}

/** §3 Bot create: the first flow is made from the brand information. */
export async function createBot(
  deps: BotsDeps,
  caller: AuthUser,
  form: BotForm,
  upload: { file?: ReceivedFile; reservation: UploadReservation | null },
): Promise<Bot> {
  const brand = await deps.brand.brand(caller).catch(() => null);
  const avatar = await avatarOf(deps, caller, caller.id, form, upload);
  const flow = firstFlow(brand);
  const id = await deps.ctx.db
    .transaction()
    .execute((trx) =>
      insertBot(
        deps,
        trx,
        caller.id,
        { name: form.Name, colour: form.Colour || DEFAULT_BOT_COLOUR, avatar },
        flow,
      ),
    );
  await deps.files.useFiles({ kind: 'bot', id }, flowFiles(flow, avatar));
  return visibleBot(deps, caller, id);
}

export async function updateBot(
  deps: BotsDeps,
  caller: AuthUser,
  id: number,
  form: BotForm,
  upload: { file?: ReceivedFile; reservation: UploadReservation | null },
): Promise<Bot> {
  const ownerId = await botOwnerId(deps, caller, id);
  const avatar = await avatarOf(deps, caller, ownerId, form, upload);
  await deps.ctx.db
    .updateTable('bots')
    .set({
      name: form.Name,
      colour: form.Colour || DEFAULT_BOT_COLOUR,
      avatar,
      updated_at: deps.ctx.clock.now().toISOString(),
    })
    .where('id', '=', id)
    .execute();
  await deps.files.useFiles({ kind: 'bot', id }, flowFiles(await loadFlow(deps.ctx.db, id), avatar));
  return visibleBot(deps, caller, id);
}

/** §4 Create Copy: a new bot with the editor's questions; no visitors, no WhatsApp number. */
export async function copyBot(
  deps: BotsDeps,
  caller: AuthUser,
  id: number,
  questions: FlowQuestion[],
): Promise<Bot> {
  const source = await visibleBot(deps, caller, id);
  const ownerId = await botOwnerId(deps, caller, id);
  const copyId = await deps.ctx.db
    .transaction()
    .execute((trx) =>
      insertBot(
        deps,
        trx,
        ownerId,
        { name: `${source.name} (copy)`.slice(0, 100), colour: source.colour, avatar: source.avatar },
        questions,
      ),
    );
  await deps.files.useFiles({ kind: 'bot', id: copyId }, flowFiles(questions, source.avatar));
  return visibleBot(deps, caller, copyId);
}

/** Deletes the bot with its flow, visitors and conversations (cascade); its files go when unused. */
export async function deleteBot(
  deps: BotsDeps,
  caller: AuthUser,
  id: number,
  onDeleted: (ownerId: number) => Promise<void>,
): Promise<null> {
  const ownerId = await botOwnerId(deps, caller, id);
  const flow = await loadFlow(deps.ctx.db, id);
  await deps.ctx.db.deleteFrom('bots').where('id', '=', id).execute();
  await onDeleted(ownerId);
  await deps.files.useFiles({ kind: 'bot', id }, []);
  for (const q of flow) await deps.files.useFiles({ kind: 'bot-component', id: `${id}:${q.frontendId}` }, []);
  return null;
}
