import type { z } from 'zod';
import type { catalogContract } from '../../../shared/catalog/contract';
import type { AppContext } from '../../context';
import { filteredList, pageOf, sortedOn } from '../../db/list';
import { conflict, notFound } from '../../http/errors';
import { fontsService } from './fonts';
import { assertUnused } from './master-table';
import { colourMaster, languageMaster, tagMaster } from './named-master';
import { templateFieldsService } from './template-fields';

type ListQuery<K extends 'categories' | 'subCategories'> = z.output<
  NonNullable<(typeof catalogContract)[K]['query']>
>;

/**
 * The catalog (issue 12, Masters): categories and sub-categories here, the other masters in their
 * own files, reached by other areas as `catalog.fonts`, `catalog.templateFields`….
 */
export function catalogService(ctx: AppContext) {
  const { db, clock } = ctx;
  const category = (r: { id: number; name: string; is_active: number; created_at: string }) => ({
    id: r.id,
    name: r.name,
    isActive: r.is_active === 1,
    createdDate: r.created_at,
  });

  const subCategories = () =>
    db
      .selectFrom('sub_categories as s')
      .innerJoin('categories as c', 'c.id', 's.category_id')
      .select(['s.id', 's.name', 's.is_active', 's.created_at', 's.category_id', 'c.name as category_name']);

  type SubRow = {
    id: number;
    name: string;
    is_active: number;
    created_at: string;
    category_id: number;
    category_name: string;
  };
  const subCategory = (r: SubRow) => ({
    ...category(r),
    categoryId: r.category_id,
    categoryName: r.category_name,
  });

  async function subById(id: number) {
    const r = await subCategories().where('s.id', '=', id).executeTakeFirst();
    if (!r) throw notFound('Sub category');
    return subCategory(r);
  }

  async function categoryById(id: number) {
    const r = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw notFound('Category');
    return category(r);
  }

  /** Names are unique, ignoring case and surrounding spaces. */
  async function assertUniqueCategory(name: string, exceptId?: number) {
    let q = db
      .selectFrom('categories')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw conflict('A category with this name already exists');
  }

  async function assertUniqueSub(categoryId: number, name: string, exceptId?: number) {
    await categoryById(categoryId);
    let q = db
      .selectFrom('sub_categories')
      .select('id')
      .where('category_id', '=', categoryId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw conflict('This category already has a sub category with this name');
  }

  return {
    tags: tagMaster.service(ctx),
    templateFields: templateFieldsService(ctx),
    fonts: fontsService(ctx),
    colours: colourMaster.service(ctx),
    languages: languageMaster.service(ctx),

    categoryById,
    subCategoryById: subById,

    async categories(q: ListQuery<'categories'>) {
      let qb = db.selectFrom('categories');
      qb = filteredList(
        qb,
        { term: q.Search, in: ['name'] },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 'created_at' },
      );
      const col = sortedOn(q.SortColumn, { createdDate: 'created_at' }, 'name');
      return pageOf(
        qb,
        (b) =>
          b
            .selectAll()
            .orderBy(col, q.SortType ?? 'asc')
            .orderBy('id'),
        q,
        category,
      );
    },
    async activeCategories() {
      const rows = await db
        .selectFrom('categories')
        .selectAll()
        .where('is_active', '=', 1)
        .orderBy('name')
        .execute();
      return rows.map(category);
    },
    async createCategory(name: string) {
      await assertUniqueCategory(name);
      const r = await db
        .insertInto('categories')
        .values({ name, is_active: 1, created_at: clock.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return categoryById(r.id);
    },
    async updateCategory(id: number, name: string) {
      await categoryById(id);
      await assertUniqueCategory(name, id);
      await db.updateTable('categories').set({ name }).where('id', '=', id).execute();
      return categoryById(id);
    },
    async categoryStatus(id: number, isActive: boolean) {
      await categoryById(id);
      await db
        .updateTable('categories')
        .set({ is_active: isActive ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      return categoryById(id);
    },
    /** Refused (409) while sub-categories remain: they would go with it (cascade) and users lose them. */
    async deleteCategory(id: number) {
      await categoryById(id);
      await assertUnused(ctx, 'category', id, 'Category');
      await db.deleteFrom('categories').where('id', '=', id).execute();
      return null;
    },

    async subCategories(q: ListQuery<'subCategories'>) {
      let qb = db.selectFrom('sub_categories as s').innerJoin('categories as c', 'c.id', 's.category_id');
      if (q.categoryId) qb = qb.where('s.category_id', '=', q.categoryId);
      qb = filteredList(
        qb,
        { term: q.Search, in: ['s.name', 'c.name'] },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 's.created_at' },
      );
      const col = sortedOn(q.SortColumn, { createdDate: 's.created_at', categoryName: 'c.name' }, 's.name');
      return pageOf(
        qb,
        (b) =>
          b
            .select([
              's.id',
              's.name',
              's.is_active',
              's.created_at',
              's.category_id',
              'c.name as category_name',
            ])
            .orderBy(col, q.SortType ?? 'asc')
            .orderBy('s.id'),
        q,
        subCategory,
      );
    },
    async createSubCategory(input: { name: string; categoryId: number }) {
      await assertUniqueSub(input.categoryId, input.name);
      const r = await db
        .insertInto('sub_categories')
        .values({
          name: input.name,
          category_id: input.categoryId,
          is_active: 1,
          created_at: clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return subById(r.id);
    },
    async updateSubCategory(id: number, input: { name: string; categoryId: number }) {
      await subById(id);
      await assertUniqueSub(input.categoryId, input.name, id);
      await db
        .updateTable('sub_categories')
        .set({ name: input.name, category_id: input.categoryId })
        .where('id', '=', id)
        .execute();
      return subById(id);
    },
    async subCategoryStatus(id: number, isActive: boolean) {
      await subById(id);
      await db
        .updateTable('sub_categories')
        .set({ is_active: isActive ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      return subById(id);
    },
    /** Refused (409) while users are assigned to it. */
    async deleteSubCategory(id: number) {
      await subById(id);
      await assertUnused(ctx, 'subCategory', id, 'Sub category');
      await db.deleteFrom('sub_categories').where('id', '=', id).execute();
      return null;
    },
    /** Active sub-categories under active categories, for pickers (spec 01 section 7). */
    async activeSubCategories(categoryId?: number) {
      let q = subCategories().where('s.is_active', '=', 1).where('c.is_active', '=', 1);
      if (categoryId) q = q.where('s.category_id', '=', categoryId);
      const rows = await q.orderBy('c.name').orderBy('s.name').orderBy('s.id').execute();
      return rows.map(subCategory);
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
