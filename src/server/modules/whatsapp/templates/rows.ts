import type { Selectable } from 'kysely';
import { templateComponentSchema, type TemplateComponent } from '../../../../shared/whatsapp/templates';
import type { WhatsAppTemplate } from '../../../../shared/whatsapp/templates-contract';
import type { DB } from '../../../db/connect';
import type { WhatsappTemplatesTable } from '../../../db/schema';
import type { AuthUser } from '../../../http/context';

export type TemplateRow = Selectable<WhatsappTemplatesTable>;

/** Components as stored: the Cloud API's JSON, read leniently (a component we cannot read is left out). */
export function componentsOf(json: string): TemplateComponent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((c) => {
    const read = templateComponentSchema.safeParse(c);
    return read.success ? [read.data] : [];
  });
}

export const templateOf = (r: TemplateRow): WhatsAppTemplate => ({
  id: r.id,
  name: r.name,
  language: r.language,
  category: r.category,
  status: r.status,
  reason: r.reason,
  businessId: r.business_id,
  metaId: r.meta_id,
  components: componentsOf(r.components),
  syncedDate: r.synced_at,
  createdDate: r.created_at,
  updatedDate: r.updated_at,
});

/** Meta says `NONE` when a status change has no reason. */
export const reasonOf = (reason: string | null | undefined): string | null =>
  reason && reason.trim() && reason.trim().toUpperCase() !== 'NONE' ? reason.trim() : null;

/**
 * The business accounts whose templates the caller reads: those of their own numbers, whatever
 * their role (an owner with several numbers of one account sees its templates once).
 */
export async function businessesOf(db: DB, caller: AuthUser): Promise<string[]> {
  const rows = await db
    .selectFrom('whatsapp_accounts')
    .select('business_id')
    .distinct()
    .where('user_id', '=', caller.id)
    .orderBy('business_id')
    .execute();
  return rows.map((r) => r.business_id);
}

/** The caller's templates: those of their business accounts (none when they have no number). */
export function ownTemplates(db: DB, businesses: string[]) {
  const q = db.selectFrom('whatsapp_templates');
  return businesses.length ? q.where('business_id', 'in', businesses) : q.where('id', '<', 0);
}
