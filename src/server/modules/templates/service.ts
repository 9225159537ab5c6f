import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_FONT_ID } from '../../../shared/catalog/fonts';
import type { TemplateFieldType } from '../../../shared/catalog/rules';
import {
  idsOf,
  TEMPLATE_MESSAGES as M,
  type createTemplateBodySchema,
  type MyTemplate,
  type Template,
  type updateTemplateBodySchema,
} from '../../../shared/templates/schemas';
import type { AppContext } from '../../context';
import { activeAmong, assignedTo } from '../../db/assignment';
import type { TemplatesTable } from '../../db/schema';
import type { ReceivedFile } from '../../http/multipart';
import type { AuthUser } from '../../http/context';
import { invalid, notFound } from '../../http/errors';
import { brandService } from '../brand/service';
import { catalogService } from '../catalog/service';
import { registerMasterUse, type MasterUse } from '../catalog/usage';
import { filesService } from '../files/service';
import { usersService } from '../users/service';
import { packageStore, packageSummary, type PackageRow } from './package-store';
import { PackageProblems, packageRefused } from './package';
import { templateDrawing } from './drawing';
import { templateTable, type TemplateListInput } from './template-table';

type Row = Selectable<TemplatesTable>;
type CreateInput = z.output<typeof createTemplateBodySchema>;
type UpdateInput = z.output<typeof updateTemplateBodySchema>;

/**
 * Design templates (issue 12, Design templates; spec 01 sections 2–8). Admins keep them (the contract
 * says who calls what); a User reaches the active ones meant for them: General, assigned to them, to
 * one of their active sub-categories, or to all users or all categories. A delete stamps `deleted_at`.
 */
export function templatesService(ctx: AppContext) {
  declareMasterUses();
  const { db } = ctx;
  const files = filesService(ctx);
  const catalog = catalogService(ctx);
  const brand = brandService(ctx);
  const users = usersService(ctx);
  const packages = packageStore(ctx);
  const drawing = templateDrawing(ctx, packages);
  const live = () => db.selectFrom('templates').where('deleted_at', 'is', null);

  const table = templateTable(ctx, files, 'templates');
  const { row, assertNameFree, savingUnique, checkedCover, makeDefault } = table;

  /** The API's template: its packages' names and files, fonts' names and assignment lists. */
  async function templatesOf(rows: Row[]): Promise<Template[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const packageIds = [...new Set(rows.flatMap((r) => [r.zip_file, r.zip_default_file]))];
    const [pkgRows, userRows, categoryRows, fonts] = await Promise.all([
      Promise.all(packageIds.map((p) => packages.row(p))),
      db
        .selectFrom('template_users')
        .selectAll()
        .where('template_id', 'in', ids)
        .orderBy('user_id')
        .execute(),
      db
        .selectFrom('template_categories')
        .selectAll()
        .where('template_id', 'in', ids)
        .orderBy('sub_category_id')
        .execute(),
      fontNames(rows.flatMap((r) => [r.primary_font, r.secondary_font])),
    ]);
    const pkgs = new Map(pkgRows.filter((p): p is NonNullable<typeof p> => !!p).map((p) => [p.id, p]));
    return rows.map((r) => {
      const zip = pkgs.get(r.zip_file);
      const zipDefault = pkgs.get(r.zip_default_file);
      return {
        id: r.id,
        templateName: r.template_name,
        coverImageURL: r.cover_image_url,
        zipFile: r.zip_file,
        zipFileName: zip?.fileName ?? '',
        zipFiles: zip?.files ?? [],
        zipDefaultFile: r.zip_default_file,
        zipDefaultFileName: zipDefault?.fileName ?? '',
        zipDefaultFiles: zipDefault?.files ?? [],
        primary_Font: r.primary_font,
        primary_FontName: fonts.get(r.primary_font) ?? null,
        secondary_Font: r.secondary_font,
        secondary_FontName: fonts.get(r.secondary_font) ?? null,
        primary_color: r.primary_color,
        secondary_color: r.secondary_color,
        bg_color: r.bg_color,
        isGeneral: r.is_general === 1,
        isDefault: r.is_default === 1,
        isActive: r.is_active === 1,
        category: categoryRows.filter((c) => c.template_id === r.id).map((c) => c.sub_category_id),
        user: userRows.filter((u) => u.template_id === r.id).map((u) => u.user_id),
        assignAllUsers: r.all_users === 1,
        assignAllCategories: r.all_categories === 1,
        width: zip?.manifest.size.width ?? 0,
        height: zip?.manifest.size.height ?? 0,
        createdDate: r.created_at,
        updatedDate: r.updated_at,
      };
    });
  }
  const templateOf = async (r: Row) => (await templatesOf([r]))[0];

  async function fontNames(ids: number[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    for (const id of new Set(ids)) {
      const font = await catalog.fonts.byId(id).catch(() => null);
      if (font) names.set(id, font.name);
    }
    return names;
  }

  /** The active template fields by key: what a package's placeholders may name. */
  async function activeFields(): Promise<Map<string, TemplateFieldType>> {
    return new Map((await catalog.templateFields.active()).map((f) => [f.key, f.type]));
  }

  /** 422 on the field unless the package was stored (POST Template/Package). */
  async function checkedPackage(id: string, field: 'zipFile' | 'zipDefaultFile'): Promise<PackageRow> {
    const p = await packages.row(id);
    if (!p) throw invalid({ [field]: M.packageGone });
    return p;
  }

  /** 422 on the field unless the font is an active master font. */
  async function checkedFont(id: number, field: 'primary_Font' | 'secondary_Font') {
    const font = await catalog.fonts.byId(id).catch(() => null);
    if (!font?.isActive) throw invalid({ [field]: M.fontNotActive });
  }

  /** The users and sub-categories to keep: each must exist (Users; active sub-categories). */
  async function checkedAssignment(userIds: number[], categoryIds: number[]) {
    if (userIds.length) {
      const found = await brand.userIdsAmong(userIds);
      if (found.length !== userIds.length) throw invalid({ user: M.unknownUsers });
    }
    if (categoryIds.length) {
      const active = new Set((await catalog.activeSubCategories()).map((s) => s.id));
      if (categoryIds.some((id) => !active.has(id))) throw invalid({ category: M.unknownCategories });
    }
  }

  async function replaceAssignment(id: number, userIds: number[], categoryIds: number[]) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('template_users').where('template_id', '=', id).execute();
      await trx.deleteFrom('template_categories').where('template_id', '=', id).execute();
      if (userIds.length)
        await trx
          .insertInto('template_users')
          .values(userIds.map((user_id) => ({ template_id: id, user_id })))
          .execute();
      if (categoryIds.length)
        await trx
          .insertInto('template_categories')
          .values(categoryIds.map((sub_category_id) => ({ template_id: id, sub_category_id })))
          .execute();
    });
  }

  /**
   * The active templates meant for a User: General, assigned to them or to all users, to one of their
   * sub-categories, or to all categories (for a User who has any). The default first, then by name.
   */
  async function availableTo(userId: number) {
    const subIds = activeAmong(
      ...(await Promise.all([users.subCategoriesOf(userId), catalog.activeSubCategories()])),
    );
    return live()
      .where('is_active', '=', 1)
      .where((eb) => eb.or([eb('is_general', '=', 1), ...assignedTo(eb, 'templates', userId, subIds)]));
  }

  return {
    byId: async (id: number) => templateOf(await row(id)),

    async list(q: TemplateListInput) {
      const page = await table.list(q, (r) => r);
      return { records: await templatesOf(page.records), total_Record_Count: page.total_Record_Count };
    },

    /** GET Template/Mine (issue 12, Post home). */
    async mine(caller: AuthUser): Promise<MyTemplate[]> {
      const rows = await (
        await availableTo(caller.id)
      )
        .selectAll()
        .orderBy('is_default', 'desc')
        .orderBy(sql`lower(template_name)`)
        .orderBy('id')
        .execute();
      const summaries = await Promise.all(rows.map((r) => packages.row(r.zip_file)));
      return rows.map((r, i) => ({
        id: r.id,
        templateName: r.template_name,
        coverImageURL: r.cover_image_url,
        isDefault: r.is_default === 1,
        width: summaries[i]?.manifest.size.width ?? 0,
        height: summaries[i]?.manifest.size.height ?? 0,
        updatedDate: r.updated_at,
      }));
    },

    async create(caller: AuthUser, input: CreateInput) {
      await assertNameFree(input.templateName);
      const cover = await checkedCover(input.coverImageURL, caller);
      await checkedPackage(input.zipFile, 'zipFile');
      await checkedPackage(input.zipDefaultFile, 'zipDefaultFile');
      await checkedFont(input.primary_Font, 'primary_Font');
      await checkedFont(input.secondary_Font, 'secondary_Font');
      // General reaches everyone: the lists and switches of the specific choice are not kept.
      const userIds = input.isGeneral ? [] : idsOf(input.user);
      const categoryIds = input.isGeneral ? [] : idsOf(input.category);
      await checkedAssignment(userIds, categoryIds);
      const now = ctx.clock.now().toISOString();
      const { id } = await savingUnique(() =>
        db
          .insertInto('templates')
          .values({
            template_name: input.templateName,
            cover_image_url: cover,
            zip_file: input.zipFile,
            zip_default_file: input.zipDefaultFile,
            primary_font: input.primary_Font,
            secondary_font: input.secondary_Font,
            primary_color: input.primary_color,
            secondary_color: input.secondary_color,
            bg_color: input.bg_color,
            is_general: input.isGeneral ? 1 : 0,
            all_users: !input.isGeneral && input.assignAllUsers ? 1 : 0,
            all_categories: !input.isGeneral && input.assignAllCategories ? 1 : 0,
            is_default: 0,
            is_active: 1,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await replaceAssignment(id, userIds, categoryIds);
      if (input.isDefault) await makeDefault(id);
      await files.useFiles({ kind: 'template', id }, [cover]);
      return templateOf(await row(id));
    },

    async update(caller: AuthUser, id: number, input: UpdateInput) {
      const current = await row(id);
      await assertNameFree(input.templateName, id);
      const cover = await checkedCover(input.coverImageURL, caller, current.cover_image_url);
      if (input.zipFile) await checkedPackage(input.zipFile, 'zipFile');
      if (input.zipDefaultFile) await checkedPackage(input.zipDefaultFile, 'zipDefaultFile');
      if (input.primary_Font && input.primary_Font !== current.primary_font)
        await checkedFont(input.primary_Font, 'primary_Font');
      if (input.secondary_Font && input.secondary_Font !== current.secondary_font)
        await checkedFont(input.secondary_Font, 'secondary_Font');
      const isGeneral = input.isGeneral ?? current.is_general === 1;
      const assigned = await templateOf(current);
      const userIds = isGeneral ? [] : input.user ? idsOf(input.user) : assigned.user;
      const categoryIds = isGeneral ? [] : input.category ? idsOf(input.category) : assigned.category;
      await checkedAssignment(userIds, categoryIds);
      const allUsers = !isGeneral && (input.assignAllUsers ?? current.all_users === 1);
      const allCategories = !isGeneral && (input.assignAllCategories ?? current.all_categories === 1);
      await savingUnique(() =>
        db
          .updateTable('templates')
          .set({
            template_name: input.templateName,
            cover_image_url: cover,
            zip_file: input.zipFile ?? current.zip_file,
            zip_default_file: input.zipDefaultFile ?? current.zip_default_file,
            primary_font: input.primary_Font ?? current.primary_font,
            secondary_font: input.secondary_Font ?? current.secondary_font,
            primary_color: input.primary_color ?? current.primary_color,
            secondary_color: input.secondary_color ?? current.secondary_color,
            bg_color: input.bg_color ?? current.bg_color,
            is_general: isGeneral ? 1 : 0,
            all_users: allUsers ? 1 : 0,
            all_categories: allCategories ? 1 : 0,
            // Drawings are cached by this stamp: a changed template draws anew.
            updated_at: ctx.clock.now().toISOString(),
          })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .execute(),
      );
      await replaceAssignment(id, userIds, categoryIds);
      if (input.isDefault === true && current.is_default !== 1) await makeDefault(id);
      if (input.isDefault === false && current.is_default === 1)
        await db.updateTable('templates').set({ is_default: 0 }).where('id', '=', id).execute();
      // A replaced package goes once the row points at the new one.
      for (const old of [current.zip_file, current.zip_default_file])
        if (
          old !== (input.zipFile ?? current.zip_file) &&
          old !== (input.zipDefaultFile ?? current.zip_default_file)
        )
          await packages.removeIfUnused(old);
      // A replaced cover goes when nothing else uses it (issue 22 point 8).
      await files.useFiles({ kind: 'template', id }, [cover]);
      return templateOf(await row(id));
    },

    async status(id: number, isActive: boolean) {
      await row(id);
      await db
        .updateTable('templates')
        .set({ is_active: isActive ? 1 : 0, updated_at: ctx.clock.now().toISOString() })
        .where('id', '=', id)
        .execute();
      return templateOf(await row(id));
    },

    /** Hides a template from every list and Post home; its packages stay for what was made from it. */
    async remove(id: number) {
      await row(id);
      const now = ctx.clock.now().toISOString();
      await db
        .updateTable('templates')
        .set({ deleted_at: now, updated_at: now, is_default: 0 })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
      // Nothing shows a deleted template's cover: it goes unless something else uses the file.
      await files.useFiles({ kind: 'template', id }, []);
      return null;
    },

    /** POST Template/Package: checks and stores a zip; 422 listing each problem, nothing stored. */
    async uploadPackage(caller: AuthUser, file: ReceivedFile) {
      if (!/\.zip$/i.test(file.fileName)) throw invalid({ file: M.zipType });
      const zip = await file.bytes();
      try {
        return packageSummary(await packages.store(zip, file.fileName, await activeFields(), caller.id));
      } catch (err) {
        if (err instanceof PackageProblems) throw packageRefused(err.problems);
        throw err;
      }
    },

    /** POST Template/Preview: a stored package drawn with the sample brand (checked again first). */
    async preview(input: {
      packageId: string;
      primary_color?: string;
      secondary_color?: string;
      bg_color?: string;
      primary_Font?: number;
      secondary_Font?: number;
      width?: number;
    }) {
      let pkg;
      try {
        pkg = await packages.read(input.packageId, await activeFields());
      } catch (err) {
        if (err instanceof PackageProblems) throw packageRefused(err.problems);
        throw err;
      }
      if (!pkg) throw invalid({ packageId: M.packageGone });
      for (const [field, fontId] of [
        ['primary_Font', input.primary_Font],
        ['secondary_Font', input.secondary_Font],
      ] as const)
        if (fontId) await checkedFont(fontId, field);
      return drawing.preview(pkg, {
        colours: {
          primary: input.primary_color ?? '#000000',
          secondary: input.secondary_color ?? '#000000',
          background: input.bg_color ?? '#FFFFFF',
        },
        fonts: {
          primary: input.primary_Font ?? DEFAULT_FONT_ID,
          secondary: input.secondary_Font ?? DEFAULT_FONT_ID,
        },
        width: input.width ?? Math.min(pkg.manifest.size.width, 1080),
        fields: await catalog.templateFields.active(),
      });
    },

    /**
     * GET Template/{id}/Render: the template drawn for its viewer. A User draws only templates meant
     * for them (another one answers 404, as a missing one); an Admin draws any, with the brand of the
     * user named by `userId` or their own.
     */
    async render(caller: AuthUser, id: number, width: number, userId?: number) {
      const r =
        caller.role === 'Admin'
          ? await row(id)
          : await (await availableTo(caller.id)).selectAll().where('id', '=', id).executeTakeFirst();
      if (!r) throw notFound('Template');
      const subject = await brand.brand(caller, userId);
      return drawing.render(
        {
          id: r.id,
          name: r.template_name,
          version: r.updated_at,
          zipFile: r.zip_file,
          zipDefaultFile: r.zip_default_file,
          colours: { primary: r.primary_color, secondary: r.secondary_color, background: r.bg_color },
          fonts: { primary: r.primary_font, secondary: r.secondary_font },
        },
        subject,
        width,
        await catalog.templateFields.active(),
      );
    },
  };
}

export type TemplatesService = ReturnType<typeof templatesService>;

/**
 * The web templates' table (spec 01 section 7) kept as the design templates' is: deletes stamp
 * `deleted_at`, names are unique among the live ones, a cover image, one default.
 */
export function webTemplateTable(ctx: AppContext) {
  return templateTable(ctx, filesService(ctx), 'web_templates');
}

export type WebTemplateListInput = TemplateListInput;

/** Templates use sub-categories, template fields and fonts: the catalog refuses their delete (409). */
function declareMasterUses() {
  const use = (count: MasterUse['count']): MasterUse => ({ one: 'a template', many: 'templates', count });
  registerMasterUse(
    'subCategory',
    'templates',
    use(({ db }, id) => templatesUsing(db, { subCategory: id })),
  );
  registerMasterUse(
    'templateField',
    'templates',
    use(async (ctx, id) =>
      templatesUsing(ctx.db, { fieldKey: (await catalogService(ctx).templateFields.byId(id)).key }),
    ),
  );
  registerMasterUse(
    'font',
    'templates',
    use(({ db }, id) => templatesUsing(db, { font: id })),
  );
}

/**
 * How many templates (not deleted) use a catalog master row: by font (primary or secondary), by
 * sub-category (assigned), or by template field key (a key the template's packages declare).
 */
export async function templatesUsing(
  db: AppContext['db'],
  what: { font: number } | { subCategory: number } | { fieldKey: string },
): Promise<number> {
  let q = db
    .selectFrom('templates as t')
    .select(sql<number>`count(distinct t.id)`.as('n'))
    .where('t.deleted_at', 'is', null);
  if ('font' in what)
    q = q.where((eb) =>
      eb.or([eb('t.primary_font', '=', what.font), eb('t.secondary_font', '=', what.font)]),
    );
  else if ('subCategory' in what)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('template_categories as c')
          .select('c.template_id')
          .whereRef('c.template_id', '=', 't.id')
          .where('c.sub_category_id', '=', what.subCategory),
      ),
    );
  else {
    const rows = await db
      .selectFrom('templates as t')
      .innerJoin('template_packages as p', (join) =>
        join.on((eb) =>
          eb.or([eb('p.id', '=', eb.ref('t.zip_file')), eb('p.id', '=', eb.ref('t.zip_default_file'))]),
        ),
      )
      .select(['t.id', 'p.manifest'])
      .where('t.deleted_at', 'is', null)
      .execute();
    const using = new Set(
      rows
        .filter((r) => (JSON.parse(r.manifest) as { keys?: string[] }).keys?.includes(what.fieldKey))
        .map((r) => r.id),
    );
    return using.size;
  }
  return Number((await q.executeTakeFirst())?.n ?? 0);
}
