import type { z } from 'zod';
import type { draftSchema, StoredDraft } from '../../../shared/posts/schemas';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { isUniqueViolation } from '../../db/unique-violation';

type DraftInput = z.output<typeof draftSchema>;

/**
 * Drafts of the post page (issue 13: offline-capable). Keyed by the client's id, so the desktop
 * outbox sending one draft twice (or an autosave racing a retry) stores it once.
 */
export function draftsService(ctx: AppContext) {
  const { db, clock } = ctx;
  const view = (r: { id: number; content: string; updated_at: string }): StoredDraft => ({
    ...(JSON.parse(r.content) as DraftInput),
    id: r.id,
    updatedAt: r.updated_at,
  });

  async function update(caller: AuthUser, d: DraftInput) {
    const now = clock.now().toISOString();
    await db
      .updateTable('post_drafts')
      .set({ content: JSON.stringify(d), updated_at: now })
      .where('user_id', '=', caller.id)
      .where('client_id', '=', d.clientId)
      .execute();
  }

  return {
    async list(caller: AuthUser) {
      const rows = await db
        .selectFrom('post_drafts')
        .select(['id', 'content', 'updated_at'])
        .where('user_id', '=', caller.id)
        .orderBy('updated_at', 'desc')
        .limit(50)
        .execute();
      return rows.map(view);
    },

    async save(caller: AuthUser, d: DraftInput) {
      const existing = await db
        .selectFrom('post_drafts')
        .select('id')
        .where('user_id', '=', caller.id)
        .where('client_id', '=', d.clientId)
        .executeTakeFirst();
      if (existing) await update(caller, d);
      else {
        const now = clock.now().toISOString();
        try {
          await db
            .insertInto('post_drafts')
            .values({
              user_id: caller.id,
              client_id: d.clientId,
              content: JSON.stringify(d),
              created_at: now,
              updated_at: now,
            })
            .execute();
        } catch (err) {
          // The same draft arrived twice at once: the second is an update.
          if (!isUniqueViolation(err)) throw err;
          await update(caller, d);
        }
      }
      const row = await db
        .selectFrom('post_drafts')
        .select(['id', 'content', 'updated_at'])
        .where('user_id', '=', caller.id)
        .where('client_id', '=', d.clientId)
        .executeTakeFirstOrThrow();
      return view(row);
    },

    async remove(caller: AuthUser, id: number) {
      const res = await db
        .deleteFrom('post_drafts')
        .where('id', '=', id)
        .where('user_id', '=', caller.id)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('Draft');
      return null;
    },
  };
}
