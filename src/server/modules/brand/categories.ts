import type { z } from 'zod';
import { businessTypeWord, slugOf } from '../../../shared/brand/rules';
import { RESERVED_PAGE_SLUGS } from '../../../shared/web-templates/slugs';
import type { BusinessCategory, businessCategoryFormSchema } from '../../../shared/brand/schemas';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import { foundOr404, ownedBy, subjectUserId } from '../../db/tenancy';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/context';
import { conflict, invalid } from '../../http/errors';
import type { FieldErrors } from '../../../shared/http/envelope';

type CategoryForm = z.output<ReturnType<typeof businessCategoryFormSchema>>;
type ProductForm = CategoryForm['products'][number];

const SLUG_TAKEN = 'This page address is already used by another product';
/** Room for "-999" after a generated address. */
const SLUG_BASE_MAX = 72;

/**
 * Product page addresses for a category's products, unique among the user's products (issue 11):
 * a given address must be free; an empty one keeps the product's address, else is made from its
 * name, with -2, -3 … when taken. `taken` holds the addresses of the user's other categories.
 */
export function assignSlugs(
  products: readonly { productName: string; productPageSlug: string | null; keptSlug: string | null }[],
  taken: ReadonlySet<string>,
): { slugs: string[]; errors: FieldErrors } {
  // A made address never takes a page of the site itself (about, contact, updates …).
  const used = new Set<string>([...taken, ...RESERVED_PAGE_SLUGS]);
  const slugs: (string | null)[] = products.map(() => null);
  const errors: FieldErrors = {};
  products.forEach((p, i) => {
    if (!p.productPageSlug) return;
    if (used.has(p.productPageSlug)) errors[`products.${i}.productPageSlug`] = SLUG_TAKEN;
    used.add(p.productPageSlug);
    slugs[i] = p.productPageSlug;
  });
  products.forEach((p, i) => {
    if (slugs[i] || !p.keptSlug || used.has(p.keptSlug)) return;
    used.add(p.keptSlug);
    slugs[i] = p.keptSlug;
  });
  products.forEach((p, i) => {
    if (slugs[i]) return;
    const base = (slugOf(p.productName) || 'product').slice(0, SLUG_BASE_MAX).replace(/-+$/, '');
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    slugs[i] = slug;
  });
  return { slugs: slugs as string[], errors };
}

/** Business categories and their products (spec 01 sections 2, 3, 5): one user's rows each. */
export function businessCategories(ctx: AppContext) {
  const { db, clock } = ctx;

  async function withProducts(
    rows: { id: number; category_name: string; is_parent_category: number }[],
  ): Promise<BusinessCategory[]> {
    const products = rows.length
      ? await db
          .selectFrom('business_products')
          .select(['id', 'category_id', 'product_name', 'product_page_title', 'product_page_slug'])
          .where(
            'category_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('position')
          .orderBy('id')
          .execute()
      : [];
    return rows.map((r) => ({
      id: r.id,
      categoryName: r.category_name,
      isParentCategory: r.is_parent_category === 1,
      products: products
        .filter((p) => p.category_id === r.id)
        .map((p) => ({
          id: p.id,
          productName: p.product_name,
          productPageTitle: p.product_page_title,
          productPageSlug: p.product_page_slug,
        })),
    }));
  }

  async function ownedCategory(caller: AuthUser, id: number) {
    return foundOr404(
      await ownedBy(
        db
          .selectFrom('business_categories')
          .select(['id', 'user_id', 'category_name', 'is_parent_category'])
          .where('id', '=', id),
        'user_id',
        caller,
      ).executeTakeFirst(),
      'Business category',
    );
  }

  async function categoryById(id: number): Promise<BusinessCategory> {
    const row = await db
      .selectFrom('business_categories')
      .select(['id', 'category_name', 'is_parent_category'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return (await withProducts([row]))[0];
  }

  async function wordOf(userId: number) {
    const row = await db
      .selectFrom('brand_information')
      .select('business_type')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return businessTypeWord(row?.business_type);
  }

  /**
   * Writes a category and replaces its products (issue 11): products with an id of this category are
   * kept (their ids and, unless changed, their addresses), the others are removed, new ones added.
   */
  async function save(
    ownerId: number,
    existingId: number | null,
    form: CategoryForm,
  ): Promise<{ category: BusinessCategory; word: string }> {
    // Spec 01 section 5: products only when the category is not a parent category.
    if (form.isParentCategory && form.products.length)
      throw invalid({ products: 'A parent category cannot have products' });

    const current = existingId
      ? await db
          .selectFrom('business_products')
          .select(['id', 'product_page_slug'])
          .where('category_id', '=', existingId)
          .execute()
      : [];
    const currentSlug = new Map(current.map((p) => [p.id, p.product_page_slug]));
    const errors: FieldErrors = {};
    const seenIds = new Set<number>();
    form.products.forEach((p, i) => {
      if (!p.id) return;
      if (!currentSlug.has(p.id) || seenIds.has(p.id))
        errors[`products.${i}.id`] = 'No such product in this category';
      seenIds.add(p.id);
    });
    if (Object.keys(errors).length) throw invalid(errors);

    let others = db
      .selectFrom('business_products')
      .select('product_page_slug')
      .where('user_id', '=', ownerId);
    if (existingId) others = others.where('category_id', '!=', existingId);
    const taken = new Set((await others.execute()).map((r) => r.product_page_slug));
    const { slugs, errors: slugErrors } = assignSlugs(
      form.products.map((p) => ({
        productName: p.productName,
        productPageSlug: p.productPageSlug,
        keptSlug: p.id ? (currentSlug.get(p.id) ?? null) : null,
      })),
      taken,
    );
    if (Object.keys(slugErrors).length) throw invalid(slugErrors);

    try {
      const id = await db.transaction().execute((trx) => write(trx, ownerId, existingId, form, slugs));
      return { category: await categoryById(id), word: await wordOf(ownerId) };
    } catch (err) {
      // Another save of the same user took an address between the check and the write.
      if (isUniqueViolation(err)) throw conflict('A product page address was just taken; please try again');
      throw err;
    }
  }

  async function write(
    trx: DB,
    ownerId: number,
    existingId: number | null,
    form: CategoryForm,
    slugs: string[],
  ): Promise<number> {
    const now = clock.now().toISOString();
    let id = existingId;
    if (id) {
      await trx
        .updateTable('business_categories')
        .set({
          category_name: form.categoryName,
          is_parent_category: form.isParentCategory ? 1 : 0,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    } else {
      id = (
        await trx
          .insertInto('business_categories')
          .values({
            user_id: ownerId,
            category_name: form.categoryName,
            is_parent_category: form.isParentCategory ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const kept = form.products.filter((p): p is ProductForm & { id: number } => !!p.id).map((p) => p.id);
    let removed = trx.deleteFrom('business_products').where('category_id', '=', id);
    if (kept.length) removed = removed.where('id', 'not in', kept);
    await removed.execute();
    // Kept products may swap addresses: park theirs first ('~' is never in an address).
    for (const productId of kept)
      await trx
        .updateTable('business_products')
        .set({ product_page_slug: `~${productId}` })
        .where('id', '=', productId)
        .execute();
    for (const [position, p] of form.products.entries()) {
      const values = {
        product_name: p.productName,
        product_page_title: p.productPageTitle,
        product_page_slug: slugs[position],
        position,
      };
      if (p.id) await trx.updateTable('business_products').set(values).where('id', '=', p.id).execute();
      else
        await trx
          .insertInto('business_products')
          .values({ ...values, category_id: id, user_id: ownerId, created_at: now })
          .execute();
    }
    return id;
  }

  return {
    async list(caller: AuthUser, userId?: number): Promise<BusinessCategory[]> {
      const subject = await subjectUserId(db, caller, userId);
      const rows = await db
        .selectFrom('business_categories')
        .select(['id', 'category_name', 'is_parent_category'])
        .where('user_id', '=', subject)
        .orderBy('id')
        .execute();
      return withProducts(rows);
    },

    async byId(caller: AuthUser, id: number): Promise<BusinessCategory> {
      const row = await ownedCategory(caller, id);
      return (await withProducts([row]))[0];
    },

    async create(caller: AuthUser, userId: number | undefined, form: CategoryForm) {
      return save(await subjectUserId(db, caller, userId), null, form);
    },

    async update(caller: AuthUser, id: number, form: CategoryForm) {
      const row = await ownedCategory(caller, id);
      return save(row.user_id, row.id, form);
    },

    async remove(caller: AuthUser, id: number): Promise<null> {
      const row = await ownedCategory(caller, id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('business_products').where('category_id', '=', row.id).execute();
        await trx.deleteFrom('business_categories').where('id', '=', row.id).execute();
      });
      return null;
    },
  };
}
