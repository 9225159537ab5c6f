import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  WEB_TEMPLATE_MESSAGES as M,
  type WebTemplate,
  type webTemplateFormSchema,
} from '../../../shared/web-templates/schemas';
import type { AppContext } from '../../context';
import type { WebTemplatesTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { filesService } from '../files/service';
import { webTemplateTable, type WebTemplateListInput } from '../templates/service';

type Row = Selectable<WebTemplatesTable>;
type WebTemplateInput = z.output<typeof webTemplateFormSchema>;

const webTemplate = (r: Row): WebTemplate => ({
  id: r.id,
  templateName: r.template_name,
  coverImageURL: r.cover_image_url,
  isDefault: r.is_default === 1,
  createdDate: r.created_at,
});

/**
 * Web templates (issue 12, Web template admin list; spec 01 sections 3 and 7). Admin only (the
 * contract says so). A delete stamps `deleted_at`: the list and the edit page no longer see the
 * template, while sites built on it still can (a later Web issue).
 */
export function webTemplatesService(ctx: AppContext) {
  const { db } = ctx;
  const files = filesService(ctx);
  const { row, assertNameFree, savingUnique, checkedCover, makeDefault, list } = webTemplateTable(ctx);

  return {
    byId: async (id: number) => webTemplate(await row(id)),

    /** The templates not deleted: the default first, then by name unless a SortColumn says otherwise. */
    list: (q: WebTemplateListInput) => list(q, webTemplate),

    /** Adds a template; the first one (no default yet) becomes the default (issue 12 brief). */
    async create(caller: AuthUser, input: WebTemplateInput) {
      await assertNameFree(input.templateName);
      const cover = await checkedCover(input.coverImageURL, caller);
      const now = ctx.clock.now().toISOString();
      const { id } = await savingUnique(() =>
        db
          .insertInto('web_templates')
          .values({
            template_name: input.templateName,
            cover_image_url: cover,
            is_default: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      try {
        // One statement, so that it sees the latest default; when two first templates arrive at
        // once, the one-default index lets only one of them become it.
        await db
          .updateTable('web_templates')
          .set({ is_default: 1 })
          .where('id', '=', id)
          .where((eb) =>
            eb.not(
              eb.exists(eb.selectFrom('web_templates as d').select('d.id').where('d.is_default', '=', 1)),
            ),
          )
          .execute();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      // Kept while the row is (sites built on a deleted one keep it): issue 22 point 8.
      await files.useFiles({ kind: 'web-template', id }, [cover]);
      return webTemplate(await row(id));
    },

    async update(caller: AuthUser, id: number, input: WebTemplateInput) {
      const current = await row(id);
      await assertNameFree(input.templateName, id);
      const cover = await checkedCover(input.coverImageURL, caller, current.cover_image_url);
      await savingUnique(() =>
        db
          .updateTable('web_templates')
          .set({
            template_name: input.templateName,
            cover_image_url: cover,
            updated_at: ctx.clock.now().toISOString(),
          })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .execute(),
      );
      await files.useFiles({ kind: 'web-template', id }, [cover]);
      return webTemplate(await row(id));
    },

    /** Makes one template the default; the one before no longer is (one default, spec 01 section 2). */
    async setDefault(id: number) {
      await makeDefault(id, true);
      return webTemplate(await row(id));
    },

    /**
     * Hides a template from the list and the edit page; sites built on it keep it. The default
     * cannot go: the Admin makes another one the default first.
     */
    async remove(id: number) {
      const r = await row(id);
      if (r.is_default === 1) throw new HttpError(409, M.defaultNotDeletable);
      const now = ctx.clock.now().toISOString();
      const result = await db
        .updateTable('web_templates')
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        // Made the default meanwhile: still refused.
        .where('is_default', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const again = await row(id);
        if (again.is_default === 1) throw new HttpError(409, M.defaultNotDeletable);
      }
      return null;
    },
  };
}

export type WebTemplatesService = ReturnType<typeof webTemplatesService>;
