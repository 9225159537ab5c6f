import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import {
  WEB_TEMPLATE_MESSAGES as M,
  type WebTemplate,
  type webTemplateFormSchema,
} from '../../../shared/web-templates/schemas';
import type { AppContext } from '../../context';
import type { WebTemplatesTable } from '../../db/schema';
import { containsText, pageOf, type PageQuery } from '../../db/list';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid, notFound } from '../../http/errors';
import { filesService } from '../files/service';

type Row = Selectable<WebTemplatesTable>;
type WebTemplateInput = z.output<typeof webTemplateFormSchema>;

export interface WebTemplateListInput extends PageQuery {
  Search?: string;
  SortColumn?: 'templateName' | 'createdDate';
  SortType?: 'asc' | 'desc';
  StartDate?: string;
  EndDate?: string;
}

const SORTS = { templateName: 'template_name', createdDate: 'created_at' } as const;
/** How often SetDefault tries again when another SetDefault won the one-default index meanwhile. */
const DEFAULT_ATTEMPTS = 10;

const nowIso = () => new Date().toISOString();

const webTemplate = (r: Row): WebTemplate => ({
  id: r.id,
  templateName: r.template_name,
  coverImageURL: r.cover_image_url,
  isDefault: r.is_default === 1,
  createdDate: r.created_at,
});

const nameTaken = () => new HttpError(409, M.nameTaken, 'Conflict', { templateName: M.nameTaken });

/**
 * Web templates (issue 12, Web template admin list; spec 01 sections 3 and 7). Admin only (the
 * contract says so). A delete stamps `deleted_at`: the list and the edit page no longer see the
 * template, while sites built on it still can (a later Web issue).
 */
export function webTemplatesService(ctx: AppContext) {
  const { db, clock } = ctx;
  const files = filesService(ctx);
  const live = () => db.selectFrom('web_templates').where('deleted_at', 'is', null);

  async function row(id: number): Promise<Row> {
    const r = await live().selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw notFound('Template');
    return r;
  }

  /** 409 on templateName when a template not deleted has this name, ignoring case (the form trims). */
  async function assertNameFree(name: string, exceptId?: number) {
    let q = live()
      .select('id')
      .where(sql`lower(template_name)`, '=', name.toLowerCase());
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw nameTaken();
  }

  /**
   * A write whose unique index may still catch a twin saved at the same moment (both passed the
   * check): the twin's 409 on templateName rather than a 500.
   */
  async function savingUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  /**
   * The cover must be an image stored through the Files upload (the check the company logo uses,
   * through the files service): a public file (uploaded with isWeb), the caller's own, or the
   * template's current cover; PNG or JPEG by its bytes. Answers the lasting address, made public,
   * since the sites built on the template show it to anyone.
   */
  async function checkedCover(address: string, caller: AuthUser, current?: string): Promise<string> {
    const file = await files.storedFile(address);
    const isCurrent = !!file && !!current && files.sameFile(current, file.id);
    if (!file || !(file.isPublic || isCurrent || file.userId === caller.id))
      throw invalid({ coverImageURL: M.coverNotStored });
    if (file.contentType !== 'image/png' && file.contentType !== 'image/jpeg')
      throw invalid({ coverImageURL: M.coverNotStored });
    if (!file.isPublic) await files.markPublic([file.id], caller);
    return file.address;
  }

  return {
    byId: async (id: number) => webTemplate(await row(id)),

    /** The templates not deleted: the default first, then by name unless a SortColumn says otherwise. */
    async list(q: WebTemplateListInput) {
      let base = live();
      if (q.Search) {
        const term = q.Search;
        base = base.where((eb) => containsText(eb, 'template_name', term));
      }
      const { from, to } = clock.dayRange(q.StartDate, q.EndDate);
      if (from) base = base.where('created_at', '>=', from);
      if (to) base = base.where('created_at', '<=', to);
      return pageOf(
        base,
        (b) => {
          const all = b.selectAll();
          return q.SortColumn
            ? all.orderBy(SORTS[q.SortColumn], q.SortType ?? 'asc').orderBy('id')
            : all
                .orderBy('is_default', 'desc')
                .orderBy(sql`lower(template_name)`)
                .orderBy('id');
        },
        q,
        webTemplate,
      );
    },

    /** Adds a template; the first one (no default yet) becomes the default (issue 12 brief). */
    async create(caller: AuthUser, input: WebTemplateInput) {
      await assertNameFree(input.templateName);
      const cover = await checkedCover(input.coverImageURL, caller);
      const now = nowIso();
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
      return webTemplate(await row(id));
    },

    async update(caller: AuthUser, id: number, input: WebTemplateInput) {
      const current = await row(id);
      await assertNameFree(input.templateName, id);
      const cover = await checkedCover(input.coverImageURL, caller, current.cover_image_url);
      await savingUnique(() =>
        db
          .updateTable('web_templates')
          .set({ template_name: input.templateName, cover_image_url: cover, updated_at: nowIso() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .execute(),
      );
      return webTemplate(await row(id));
    },

    /** Makes one template the default; the one before no longer is (one default, spec 01 section 2). */
    async setDefault(id: number) {
      for (let attempt = 1; ; attempt++) {
        try {
          await db.transaction().execute(async (trx) => {
            const target = await trx
              .selectFrom('web_templates')
              .select('id')
              .where('id', '=', id)
              .where('deleted_at', 'is', null)
              .executeTakeFirst();
            if (!target) throw notFound('Template');
            await trx
              .updateTable('web_templates')
              .set({ is_default: 0 })
              .where('is_default', '=', 1)
              .where('id', '!=', id)
              .execute();
            await trx.updateTable('web_templates').set({ is_default: 1 }).where('id', '=', id).execute();
          });
          break;
        } catch (err) {
          // Another SetDefault committed between our two updates: try again over its result.
          if (!isUniqueViolation(err) || attempt >= DEFAULT_ATTEMPTS) throw err;
        }
      }
      return webTemplate(await row(id));
    },

    /**
     * Hides a template from the list and the edit page; sites built on it keep it. The default
     * cannot go: the Admin makes another one the default first.
     */
    async remove(id: number) {
      const r = await row(id);
      if (r.is_default === 1) throw new HttpError(409, M.defaultNotDeletable);
      const now = nowIso();
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
