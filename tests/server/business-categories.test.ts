import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract as brand } from '../../src/shared/brand/contract';
import { companyForm, raw, upload } from '../helpers/brand';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { failure } from '../billing/support';

/** Issue 11: business categories and their products (spec 01 sections 2, 3, 5). */
describe.each(dbKinds())('business categories (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  it('a category is saved with its products, each with a page address made from its name', async () => {
    const user = await registerUser(server);
    const c = server.client(user.token);
    const created = await raw(server, 'POST', '/api/BusinessCategory', user.token, {
      categoryName: ' Cakes ',
      products: [
        { productName: 'Plum Cake 1kg' },
        { productName: 'Plum cake 1KG', productPageTitle: 'The other plum cake' },
        { productName: 'Crème Brûlée', productPageSlug: '' },
        { productName: 'केक' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Product Details Submitted Successfully');
    expect(created.body.data).toMatchObject({
      categoryName: 'Cakes',
      isParentCategory: false,
      products: [
        { productName: 'Plum Cake 1kg', productPageSlug: 'plum-cake-1kg', productPageTitle: null },
        {
          productName: 'Plum cake 1KG',
          productPageSlug: 'plum-cake-1kg-2',
          productPageTitle: 'The other plum cake',
        },
        { productName: 'Crème Brûlée', productPageSlug: 'creme-brulee' },
        { productName: 'केक', productPageSlug: 'product' },
      ],
    });
    // Unique per user, across categories.
    const second = await c.call(brand.createBusinessCategory, {
      body: { categoryName: 'More cakes', products: [{ productName: 'Plum Cake 1kg' }] },
    });
    expect(second.data.products[0].productPageSlug).toBe('plum-cake-1kg-3');
    // Another user may use the same addresses.
    const other = await registerUser(server);
    const theirs = await server.client(other.token).call(brand.createBusinessCategory, {
      body: { categoryName: 'Cakes', products: [{ productName: 'Plum Cake 1kg' }] },
    });
    expect(theirs.data.products[0].productPageSlug).toBe('plum-cake-1kg');

    const list = (await c.call(brand.businessCategories)).data;
    expect(list.map((x) => x.categoryName)).toEqual(['Cakes', 'More cakes']);
    expect((await c.call(brand.businessCategoryById, { params: { id: second.data.id } })).data).toEqual(
      second.data,
    );
  });

  it('the success message names the business type', async () => {
    const user = await registerUser(server);
    const logo = await upload(server, user.token);
    await server
      .client(user.token)
      .call(brand.saveCompany, { body: companyForm(logo.url, { businessType: 'Service' }) });
    const res = await server
      .client(user.token)
      .call(brand.createBusinessCategory, { body: { categoryName: 'Repairs' } });
    expect(res.message).toBe('Service Details Submitted Successfully');
  });

  it('bad input answers 422 on its field: names required, parent categories without products, taken addresses', async () => {
    const user = await registerUser(server);
    const post = (body: unknown) => raw(server, 'POST', '/api/BusinessCategory', user.token, body);

    const noName = await post({ categoryName: '  ', products: [{ productName: ' ' }] });
    expect(noName.status).toBe(422);
    expect(noName.body.error.errors).toEqual({
      categoryName: 'Business Category Name is required',
      'products.0.productName': 'Product Name is required',
    });

    const parent = await post({
      categoryName: 'Bakery',
      isParentCategory: true,
      products: [{ productName: 'Bun' }],
    });
    expect(parent.status).toBe(422);
    expect(parent.body.error.errors).toEqual({ products: 'A parent category cannot have products' });
    expect((await post({ categoryName: 'Bakery', isParentCategory: true })).status).toBe(201);

    await post({
      categoryName: 'Breads',
      products: [{ productName: 'Sourdough', productPageSlug: 'sourdough' }],
    });
    const clash = await post({
      categoryName: 'Loaves',
      products: [{ productName: 'Rye' }, { productName: 'Another sourdough', productPageSlug: 'Sourdough' }],
    });
    expect(clash.status).toBe(422);
    expect(clash.body.error.errors).toEqual({
      'products.1.productPageSlug': 'This page address is already used by another product',
    });
    const badSlug = await post({
      categoryName: 'Loaves',
      products: [{ productName: 'Rye', productPageSlug: 'rye bread!' }],
    });
    expect(badSlug.status).toBe(422);
    expect(Object.keys(badSlug.body.error.errors)).toEqual(['products.0.productPageSlug']);
    // Nothing was saved by the refused requests.
    const names = (await server.client(user.token).call(brand.businessCategories)).data.map(
      (x) => x.categoryName,
    );
    expect(names).toEqual(['Bakery', 'Breads']);
  });

  it('PUT renames and replaces the products, keeping those sent with their id', async () => {
    const user = await registerUser(server);
    const c = server.client(user.token);
    const { data: cat } = await c.call(brand.createBusinessCategory, {
      body: {
        categoryName: 'Cakes',
        products: [{ productName: 'Plum Cake' }, { productName: 'Fruit Cake' }, { productName: 'Tea Cake' }],
      },
    });
    const [plum, fruit] = cat.products;
    const res = await raw(server, 'PUT', `/api/BusinessCategory/${cat.id}`, user.token, {
      categoryName: 'Celebration cakes',
      products: [
        // Kept, renamed: the page address stays unless another is given.
        { id: fruit.id, productName: 'Fruit Cake Deluxe' },
        { id: plum.id, productName: 'Plum Cake', productPageSlug: 'plum' },
        { productName: 'Tea Cake' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: cat.id,
      categoryName: 'Celebration cakes',
      products: [
        { id: fruit.id, productName: 'Fruit Cake Deluxe', productPageSlug: 'fruit-cake' },
        { id: plum.id, productName: 'Plum Cake', productPageSlug: 'plum' },
        // The old Tea Cake was removed, so its address is free for the new one.
        { productName: 'Tea Cake', productPageSlug: 'tea-cake' },
      ],
    });
    expect(res.body.data.products[2].id).not.toBe(cat.products[2].id);

    // Kept products may swap their addresses.
    const swapped = await c.call(brand.updateBusinessCategory, {
      params: { id: cat.id },
      body: {
        categoryName: 'Celebration cakes',
        products: [
          { id: fruit.id, productName: 'Fruit Cake Deluxe', productPageSlug: 'plum' },
          { id: plum.id, productName: 'Plum Cake', productPageSlug: 'fruit-cake' },
        ],
      },
    });
    expect(swapped.data.products.map((p) => p.productPageSlug)).toEqual(['plum', 'fruit-cake']);

    // A product id of another category is not this category's.
    const { data: other } = await c.call(brand.createBusinessCategory, {
      body: { categoryName: 'Breads', products: [{ productName: 'Rye' }] },
    });
    const foreign = await raw(server, 'PUT', `/api/BusinessCategory/${cat.id}`, user.token, {
      categoryName: 'Celebration cakes',
      products: [{ id: other.products[0].id, productName: 'Rye' }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.errors).toEqual({ 'products.0.id': 'No such product in this category' });
    // Making it a parent category with products is refused; without them it empties the category.
    const parent = await raw(server, 'PUT', `/api/BusinessCategory/${cat.id}`, user.token, {
      categoryName: 'Celebration cakes',
      isParentCategory: true,
      products: [{ id: plum.id, productName: 'Plum Cake' }],
    });
    expect(parent.status).toBe(422);
    expect(parent.body.error.errors).toEqual({ products: 'A parent category cannot have products' });
  });

  it('DELETE removes the category and its products', async () => {
    const user = await registerUser(server);
    const c = server.client(user.token);
    const { data: cat } = await c.call(brand.createBusinessCategory, {
      body: { categoryName: 'Cakes', products: [{ productName: 'Plum Cake' }] },
    });
    const res = await c.call(brand.deleteBusinessCategory, { params: { id: cat.id } });
    expect(res.data).toBeNull();
    expect((await failure(c.call(brand.businessCategoryById, { params: { id: cat.id } }))).status).toBe(404);
    // Its product address is free again.
    const again = await c.call(brand.createBusinessCategory, {
      body: { categoryName: 'Cakes', products: [{ productName: 'Plum Cake' }] },
    });
    expect(again.data.products[0].productPageSlug).toBe('plum-cake');
  });

  it("a User cannot read, change or delete another user's categories (404); an Admin can", async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    const { data: cat } = await server.client(alice.token).call(brand.createBusinessCategory, {
      body: { categoryName: 'Cakes', products: [{ productName: 'Plum Cake' }] },
    });
    const body = { categoryName: 'Stolen', products: [] };
    for (const [method, url, payload] of [
      ['GET', `/api/BusinessCategory/${cat.id}`, undefined],
      ['PUT', `/api/BusinessCategory/${cat.id}`, body],
      ['DELETE', `/api/BusinessCategory/${cat.id}`, undefined],
      ['GET', `/api/BusinessCategory?userId=${alice.id}`, undefined],
      ['POST', `/api/BusinessCategory?userId=${alice.id}`, body],
    ] as const) {
      const res = await raw(server, method, url, bob.token, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // The same answer as a category that does not exist.
    const missing = await raw(server, 'GET', '/api/BusinessCategory/999999', bob.token);
    const foreign = await raw(server, 'GET', `/api/BusinessCategory/${cat.id}`, bob.token);
    expect(foreign.body.message).toBe(missing.body.message);
    expect((await server.client(alice.token).call(brand.businessCategories)).data).toEqual([cat]);

    const admin = server.client(adminToken);
    expect((await admin.call(brand.businessCategories, { query: { userId: alice.id } })).data).toEqual([cat]);
    const added = await admin.call(brand.createBusinessCategory, {
      query: { userId: alice.id },
      body: { categoryName: 'Breads', products: [{ productName: 'Plum Cake' }] },
    });
    // The address is unique among Alice's products, not the Admin's.
    expect(added.data.products[0].productPageSlug).toBe('plum-cake-2');
    await admin.call(brand.updateBusinessCategory, {
      params: { id: cat.id },
      body: { categoryName: 'Cakes by Admin', products: [] },
    });
    const seen = (await server.client(alice.token).call(brand.businessCategories)).data;
    expect(seen.map((x) => x.categoryName)).toEqual(['Cakes by Admin', 'Breads']);
    await admin.call(brand.deleteBusinessCategory, { params: { id: added.data.id } });
    expect((await server.client(alice.token).call(brand.businessCategories)).data).toHaveLength(1);
    expect((await raw(server, 'GET', '/api/BusinessCategory?userId=999999', adminToken)).status).toBe(404);
  });
});
