import { z } from 'zod';
import { businessCategoryFormSchema, type BusinessCategory } from '../../../shared/brand/schemas';

/**
 * The business category editor's form: every category of the user at once, each sent on save as
 * its own POST, PUT or DELETE (spec 01 section 7: the resources are served by list, /{id}, POST,
 * PUT and DELETE /{id}). `word` is the business type, for "<Word> Name is required".
 */
export const categoriesFormSchema = (word: string) =>
  z.object({
    categories: z.array(
      businessCategoryFormSchema(word).extend({ id: z.number().int().positive().nullish() }),
    ),
  });
export type CategoriesFormInput = z.input<ReturnType<typeof categoriesFormSchema>>;
export type CategoriesFormOutput = z.output<ReturnType<typeof categoriesFormSchema>>;
export type CategoryDraft = CategoriesFormOutput['categories'][number];
export type CategoryBody = Omit<CategoryDraft, 'id'>;

/** A loaded category as the form holds it. */
export function draftOf(category: BusinessCategory): CategoryDraft {
  return {
    id: category.id,
    categoryName: category.categoryName,
    isParentCategory: category.isParentCategory,
    products: category.products.map((p) => ({
      id: p.id,
      productName: p.productName,
      productPageTitle: p.productPageTitle,
      productPageSlug: p.productPageSlug,
    })),
  };
}

/** What the server is sent for a category: products keep their ids (a PUT keeps those by id). */
export function bodyOf(draft: CategoryDraft): CategoryBody {
  return {
    categoryName: draft.categoryName,
    isParentCategory: draft.isParentCategory,
    products: draft.isParentCategory
      ? []
      : draft.products.map((p) => ({
          ...(p.id ? { id: p.id } : {}),
          productName: p.productName,
          productPageTitle: p.productPageTitle ?? null,
          productPageSlug: p.productPageSlug ?? null,
        })),
  };
}

export interface CategoryChanges {
  /** Ids of loaded categories no longer in the form. */
  removed: number[];
  /** Loaded categories whose name, flag or products changed. */
  updated: { index: number; id: number; body: CategoryBody }[];
  /** Categories added in the form (no id yet), with their place in it. */
  created: { index: number; body: CategoryBody }[];
}

const sameBody = (a: CategoryBody, b: CategoryBody) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The calls that turn the loaded categories into the edited ones, unchanged categories left
 * alone. A form id that was not loaded (or is repeated) is treated as new rather than trusted.
 */
export function categoryChanges(loaded: readonly BusinessCategory[], edited: readonly CategoryDraft[]) {
  const before = new Map(loaded.map((c) => [c.id, bodyOf(draftOf(c))]));
  const kept = new Set<number>();
  const changes: CategoryChanges = { removed: [], updated: [], created: [] };
  edited.forEach((draft, index) => {
    const body = bodyOf(draft);
    const old = draft.id ? before.get(draft.id) : undefined;
    if (draft.id && old && !kept.has(draft.id)) {
      kept.add(draft.id);
      if (!sameBody(old, body)) changes.updated.push({ index, id: draft.id, body });
    } else {
      changes.created.push({ index, body: { ...body, products: body.products.map(withoutId) } });
    }
  });
  changes.removed = loaded.filter((c) => !kept.has(c.id)).map((c) => c.id);
  return changes;
}

const withoutId = ({ id: _id, ...product }: CategoryBody['products'][number]) => product;

/**
 * A category's field errors from the server, on the editor fields that show them: a product's
 * ("products.0.productPageSlug", "products.0.id") on that product's name, the category's own
 * ("categoryName", "products" on a parent category, one of no field) on the category name.
 */
export function prefixErrors(
  errors: Record<string, string> | undefined,
  index: number,
): Record<string, string> | undefined {
  if (!errors) return undefined;
  const at = `categories.${index}`;
  const fieldOf = (path: string) => {
    const product = /^products\.(\d+)(\.|$)/.exec(path);
    return product ? `${at}.products.${product[1]}.productName` : `${at}.categoryName`;
  };
  const out: Record<string, string> = {};
  // The first message for a field wins; several server fields may land on one input.
  for (const [path, message] of Object.entries(errors)) out[fieldOf(path)] ??= message;
  return out;
}
