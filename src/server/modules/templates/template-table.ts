import { sql, type Selectable } from 'kysely';
import { TEMPLATE_MESSAGES as M } from '../../../shared/templates/schemas';
import type { AppContext } from '../../context';
import { filteredList, pageOf, type PageQuery } from '../../db/list';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid, notFound } from '../../http/errors';
import type { FilesService } from '../files/service';

/** The tables of named templates: design templates and web templates. */
type TemplateTable = 'templates' | 'web_templates';

export interface TemplateListInput extends PageQuery {
  Search?: string;
  SortColumn?: 'templateName' | 'createdDate';
  SortType?: 'asc' | 'desc';
  StartDate?: string;
  EndDate?: string;
}

const SORTS = { templateName: 'template_name', createdDate: 'created_at' } as const;

/** How often making a template the default tries again when another one won the one-default index. */
const DEFAULT_ATTEMPTS = 10;

const nameTaken = () => new HttpError(409, M.nameTaken, 'Conflict', { templateName: M.nameTaken });

/**
 * What design templates and web templates keep alike (spec 01 sections 2, 3 and 7): a delete stamps
 * `deleted_at`; a name is taken once, ignoring case, among those not deleted; a cover image stored
 * through the Files upload; one default, listed first.
 */
export function templateTable<T extends TemplateTable>(ctx: AppContext, files: FilesService, name: T) {
  const { db, clock } = ctx;
  // Both tables have the columns used here, but Kysely checks a column only against a table it
  // knows: the queries are typed as the design templates', which holds for the web templates' too.
  const table = name as TemplateTable as 'templates';
  const live = () => db.selectFrom(table).where('deleted_at', 'is', null);
  type Row = Selectable<Database[T]>;

  return {
    /** A template not deleted, else 404. */
    async row(id: number): Promise<Row> {
      const r = await live().selectAll().where('id', '=', id).executeTakeFirst();
      if (!r) throw notFound('Template');
      return r as unknown as Row;
    },

    /** 409 on templateName when a template not deleted has this name, ignoring case (the form trims). */
    async assertNameFree(templateName: string, exceptId?: number) {
      let q = live()
        .select('id')
        .where(sql`lower(template_name)`, '=', templateName.toLowerCase());
      if (exceptId) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) throw nameTaken();
    },

    /**
     * A write whose unique index may still catch a twin saved at the same moment (both passed the
     * check): the twin's 409 on templateName rather than a 500.
     */
    async savingUnique<W>(write: () => Promise<W>): Promise<W> {
      try {
        return await write();
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
    },

    /**
     * The cover must be an image stored through the Files upload (the check the company logo uses):
     * a public file, the caller's own, or the current cover; PNG or JPEG by its bytes. Made public,
     * since every user's Post home and the sites built on a template show it. Answers its lasting
     * address.
     */
    async checkedCover(address: string, caller: AuthUser, current?: string): Promise<string> {
      const file = await files.storedFile(address);
      const isCurrent = !!file && !!current && files.sameFile(current, file.id);
      if (!file || !(file.isPublic || isCurrent || file.userId === caller.id))
        throw invalid({ coverImageURL: M.coverNotStored });
      if (file.contentType !== 'image/png' && file.contentType !== 'image/jpeg')
        throw invalid({ coverImageURL: M.coverNotStored });
      if (!file.isPublic) await files.markPublic([file.id], caller);
      return file.address;
    },

    /**
     * Makes one template the default; the one before no longer is (one default, spec 01 section 2).
     * With `mustBeLive`, a template deleted meanwhile answers 404 (checked in the same transaction).
     */
    async makeDefault(id: number, mustBeLive = false) {
      for (let attempt = 1; ; attempt++) {
        try {
          await db.transaction().execute(async (trx) => {
            if (mustBeLive) {
              const target = await trx
                .selectFrom(table)
                .select('id')
                .where('id', '=', id)
                .where('deleted_at', 'is', null)
                .executeTakeFirst();
              if (!target) throw notFound('Template');
            }
            await trx
              .updateTable(table)
              .set({ is_default: 0 })
              .where('is_default', '=', 1)
              .where('id', '!=', id)
              .execute();
            await trx.updateTable(table).set({ is_default: 1 }).where('id', '=', id).execute();
          });
          return;
        } catch (err) {
          // Another template became the default between our two updates: try again over its result.
          if (!isUniqueViolation(err) || attempt >= DEFAULT_ATTEMPTS) throw err;
        }
      }
    },

    /** The templates not deleted: the default first, then by name unless a SortColumn says otherwise. */
    list<R>(q: TemplateListInput, of: (r: Row) => R) {
      return pageOf(
        filteredList(
          live(),
          { term: q.Search, in: ['template_name'] },
          { range: clock.dayRange(q.StartDate, q.EndDate), on: 'created_at' },
        ),
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
        (r) => of(r as unknown as Row),
      );
    },
  };
}
