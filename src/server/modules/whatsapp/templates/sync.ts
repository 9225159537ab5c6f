import type { SyncResult } from '../../../../shared/whatsapp/templates-contract';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../http/context';
import { HttpError } from '../../../http/errors';
import { CloudApiError, type CloudApi, type MetaTemplate } from '../../../providers/whatsapp/cloud-api';
import { accountApi } from '../accounts';
import { accountsOf, metaWords, unavailable } from './account';
import { reasonOf } from './rows';

const keyOf = (name: string, language: string) => `${name}\u0000${language}`;
const EMPTY: SyncResult = { total: 0, created: 0, updated: 0, deleted: 0 };
const sum = (a: SyncResult, b: SyncResult): SyncResult => ({
  total: a.total + b.total,
  created: a.created + b.created,
  updated: a.updated + b.updated,
  deleted: a.deleted + b.deleted,
});

/**
 * One business account's templates made to match the Cloud API's (every page): rows upserted by
 * (business, name, language), changed ones stamped, those no longer at Meta marked DELETED. A row
 * made here belongs to `ownerId` (the owner of the number that read them).
 */
export async function syncBusiness(
  ctx: AppContext,
  api: CloudApi,
  businessId: string,
  ownerId: number,
): Promise<SyncResult> {
  const remote = await api.templates(businessId);
  const now = ctx.clock.now().toISOString();
  const existing = await ctx.db
    .selectFrom('whatsapp_templates')
    .select(['id', 'name', 'language', 'meta_id', 'category', 'status', 'reason', 'components'])
    .where('business_id', '=', businessId)
    .execute();
  const byKey = new Map(existing.map((r) => [keyOf(r.name, r.language), r]));
  const seen = new Set<string>();
  const result = { ...EMPTY, total: remote.length };
  for (const t of remote) {
    const key = keyOf(t.name, t.language);
    seen.add(key);
    const values = valuesOf(t);
    const row = byKey.get(key);
    if (!row) {
      await ctx.db
        .insertInto('whatsapp_templates')
        .values({
          ...values,
          user_id: ownerId,
          business_id: businessId,
          name: t.name,
          language: t.language,
          synced_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['business_id', 'name', 'language'])
            .doUpdateSet({ ...values, synced_at: now, updated_at: now }),
        )
        .execute();
      result.created += 1;
      continue;
    }
    const changed = (Object.keys(values) as (keyof typeof values)[]).some((k) => row[k] !== values[k]);
    await ctx.db
      .updateTable('whatsapp_templates')
      .set(changed ? { ...values, synced_at: now, updated_at: now } : { synced_at: now })
      .where('id', '=', row.id)
      .execute();
    if (changed) result.updated += 1;
  }
  const gone = existing.filter((r) => !seen.has(keyOf(r.name, r.language)) && r.status !== 'DELETED');
  if (gone.length) {
    await ctx.db
      .updateTable('whatsapp_templates')
      .set({ status: 'DELETED', reason: null, synced_at: now, updated_at: now })
      .where(
        'id',
        'in',
        gone.map((r) => r.id),
      )
      .execute();
    result.deleted = gone.length;
  }
  return result;
}

function valuesOf(t: MetaTemplate) {
  return {
    meta_id: String(t.id),
    category: t.category ?? 'UTILITY',
    status: t.status,
    reason: reasonOf(t.rejected_reason),
    components: JSON.stringify(t.components ?? []),
  };
}

/**
 * Every business account with a number of this server's, each read with the first of its numbers
 * whose token opens (the 6-hourly job). One account's failure is reported and the others go on.
 */
export async function syncAll(ctx: AppContext) {
  const rows = await ctx.db.selectFrom('whatsapp_accounts').selectAll().orderBy('id').execute();
  const businesses = [...new Set(rows.map((r) => r.business_id))];
  let result = EMPTY;
  const failed: { businessId: string; error: string }[] = [];
  for (const businessId of businesses) {
    const row = rows.find((r) => r.business_id === businessId)!;
    try {
      const api = await accountApi(ctx, row);
      if (!api) throw new Error('the token can no longer be read');
      result = sum(result, await syncBusiness(ctx, api, businessId, row.user_id));
    } catch (err) {
      failed.push({
        businessId,
        error: err instanceof CloudApiError ? metaWords(err) : (err as Error).message,
      });
    }
  }
  return { businesses: businesses.length, ...result, failed };
}

/** `GET sync_templates`: the caller's business accounts, each through one of their numbers. */
export async function syncForCaller(ctx: AppContext, caller: AuthUser): Promise<SyncResult> {
  const rows = await accountsOf(ctx, caller);
  let result = EMPTY;
  for (const businessId of [...new Set(rows.map((r) => r.business_id))]) {
    const row = rows.find((r) => r.business_id === businessId)!;
    const api = await accountApi(ctx, row);
    if (!api) continue;
    const done = await syncBusiness(ctx, api, businessId, caller.id).catch((err: unknown) => {
      if (!(err instanceof CloudApiError)) throw err;
      throw (
        unavailable(err) ??
        new HttpError(422, `WhatsApp refused the template list: ${metaWords(err)}`, 'WhatsAppRefused')
      );
    });
    result = sum(result, done);
  }
  return result;
}
