import { describe, expect, it } from 'vitest';
import type { BusinessCategory } from '../../src/shared/brand/schemas';
import {
  bodyOf,
  categoriesFormSchema,
  categoryChanges,
  draftOf,
  prefixErrors,
} from '../../src/renderer/features/brand/categoryChanges';
import { examplesPerView } from '../../src/renderer/features/brand/examplesPerView';

const cakes: BusinessCategory = {
  id: 1,
  categoryName: 'Cakes',
  isParentCategory: false,
  products: [
    { id: 11, productName: 'Plum Cake', productPageTitle: null, productPageSlug: 'plum-cake' },
    {
      id: 12,
      productName: 'Black Forest',
      productPageTitle: 'Black Forest Cake',
      productPageSlug: 'black-forest',
    },
  ],
};
const breads: BusinessCategory = { id: 2, categoryName: 'Breads', isParentCategory: false, products: [] };
const loaded = [cakes, breads];

describe('saving the business category editor sends one call per changed category', () => {
  it('sends nothing when nothing changed', () => {
    expect(categoryChanges(loaded, loaded.map(draftOf))).toEqual({ removed: [], updated: [], created: [] });
  });

  it('deletes the categories removed from the form', () => {
    expect(categoryChanges(loaded, [draftOf(cakes)])).toEqual({ removed: [2], updated: [], created: [] });
  });

  it('updates a renamed category, keeping its products by id', () => {
    const edited = [draftOf(cakes), { ...draftOf(breads), categoryName: 'Breads and Buns' }];
    const changes = categoryChanges(loaded, edited);
    expect(changes.removed).toEqual([]);
    expect(changes.created).toEqual([]);
    expect(changes.updated).toEqual([
      { index: 1, id: 2, body: { categoryName: 'Breads and Buns', isParentCategory: false, products: [] } },
    ]);
  });

  it('updates a category whose products were added, renamed or removed', () => {
    const draft = draftOf(cakes);
    draft.products = [
      { ...draft.products[1], productName: 'Black Forest Cake' },
      { id: null, productName: 'Red Velvet', productPageTitle: null, productPageSlug: null },
    ];
    const { updated } = categoryChanges(loaded, [draft, draftOf(breads)]);
    expect(updated).toHaveLength(1);
    expect(updated[0].body.products).toEqual([
      {
        id: 12,
        productName: 'Black Forest Cake',
        productPageTitle: 'Black Forest Cake',
        productPageSlug: 'black-forest',
      },
      { productName: 'Red Velvet', productPageTitle: null, productPageSlug: null },
    ]);
  });

  it('creates the new categories, with their place in the form for field errors', () => {
    const fresh = {
      id: null,
      categoryName: 'Cookies',
      isParentCategory: false,
      products: [{ id: null, productName: 'Choco Chip', productPageTitle: null, productPageSlug: null }],
    };
    const changes = categoryChanges(loaded, [fresh, ...loaded.map(draftOf)]);
    expect(changes.updated).toEqual([]);
    expect(changes.created).toEqual([
      {
        index: 0,
        body: {
          categoryName: 'Cookies',
          isParentCategory: false,
          products: [{ productName: 'Choco Chip', productPageTitle: null, productPageSlug: null }],
        },
      },
    ]);
  });

  it('treats an id it never loaded, or one repeated, as a new category', () => {
    const stranger = { ...draftOf(breads), id: 99 };
    const copy = draftOf(cakes);
    const changes = categoryChanges(loaded, [draftOf(cakes), copy, stranger]);
    expect(changes.created.map((c) => c.index)).toEqual([1, 2]);
    expect(changes.created[0].body.products.every((p) => !('id' in p))).toBe(true);
    expect(changes.removed).toEqual([2]);
  });

  it('sends no products for a parent category', () => {
    expect(bodyOf({ ...draftOf(cakes), isParentCategory: true }).products).toEqual([]);
  });
});

describe('the editor form checks names with the business type word', () => {
  it('says "<Word> Name is required" for an empty product name', () => {
    const result = categoriesFormSchema('Service').safeParse({
      categories: [{ categoryName: 'Hair', products: [{ productName: '  ' }] }],
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['categories', 0, 'products', 0, 'productName']);
    expect(issue?.message).toBe('Service Name is required');
  });

  it('says "Business Category Name is required" for an empty category name', () => {
    const result = categoriesFormSchema('Product').safeParse({ categories: [{ categoryName: '' }] });
    expect(result.error?.issues[0].message).toBe('Business Category Name is required');
  });
});

describe("a category call's field errors land on the fields that show them", () => {
  it("puts a product's errors on that product's name", () => {
    expect(
      prefixErrors({ 'products.1.productName': 'Required', 'products.2.productPageSlug': 'In use' }, 3),
    ).toEqual({
      'categories.3.products.1.productName': 'Required',
      'categories.3.products.2.productName': 'In use',
    });
    expect(prefixErrors({ 'products.0.id': 'No such product in this category' }, 0)).toEqual({
      'categories.0.products.0.productName': 'No such product in this category',
    });
  });

  it("puts the category's own errors, and those of no field, on the category name", () => {
    expect(prefixErrors({ categoryName: 'Taken' }, 1)).toEqual({ 'categories.1.categoryName': 'Taken' });
    expect(prefixErrors({ products: 'A parent category cannot have products' }, 2)).toEqual({
      'categories.2.categoryName': 'A parent category cannot have products',
    });
    expect(prefixErrors({ _: 'Not allowed' }, 0)).toEqual({ 'categories.0.categoryName': 'Not allowed' });
    expect(prefixErrors(undefined, 0)).toBeUndefined();
  });
});

describe('the examples carousel shows as many cards as the window fits (spec 01 section 2)', () => {
  it.each([
    [1920, 4],
    [1400, 4],
    [1399, 3],
    [1200, 3],
    [1199, 2],
    [768, 2],
    [767, 2],
    [575, 2],
    [574, 1],
    [320, 1],
  ])('%i px: %i', (width, items) => {
    expect(examplesPerView(width)).toBe(items);
  });

  it('shows fewer in a column narrower than the page, never under one', () => {
    expect(examplesPerView(1440, 1200)).toBe(4);
    expect(examplesPerView(1440, 500)).toBe(2);
    expect(examplesPerView(1440, 300)).toBe(1);
    expect(examplesPerView(1440, 0)).toBe(1);
  });
});
