import type { FastifyInstance } from 'fastify';
import { catalogContract } from '../../../shared/catalog/contract';
import type { BusinessClock } from '../../../shared/time/business-clock';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import { xlsxAnswer } from '../../http/xlsx';
import { fontHandlers } from './fonts';
import { statusText } from './master-table';
import { colourMaster, languageMaster, tagMaster } from './named-master';
import type { CatalogService } from './service';
import { templateFieldHandlers } from './template-fields';

export function catalogRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  catalog: CatalogService,
  clock: BusinessClock,
): void {
  bindContract(app, deps, catalogContract, {
    categories: async ({ query }) => {
      const page = await catalog.categories(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'categories',
        'Categories',
        [
          { header: 'Name', value: (r) => r.name },
          { header: 'Status', value: (r) => statusText(r.isActive) },
          { header: 'Created Date', value: (r) => clock.formatDate(r.createdDate) },
        ],
        page.records,
      );
    },
    activeCategories: () => catalog.activeCategories(),
    categoryById: ({ params }) => catalog.categoryById(params.id),
    subCategoryById: ({ params }) => catalog.subCategoryById(params.id),
    createCategory: async ({ body }) =>
      ok(await catalog.createCategory(body.name), 'Category created successfully', 201),
    updateCategory: async ({ params, body }) =>
      ok(await catalog.updateCategory(params.id, body.name), 'Category updated successfully'),
    categoryStatus: async ({ params, body }) =>
      ok(await catalog.categoryStatus(params.id, body.isActive), 'Status updated'),
    deleteCategory: async ({ params }) =>
      ok(await catalog.deleteCategory(params.id), 'Category deleted successfully'),
    subCategories: async ({ query }) => {
      const page = await catalog.subCategories(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'sub-categories',
        'Sub Categories',
        [
          { header: 'Name', value: (r) => r.name },
          { header: 'Category', value: (r) => r.categoryName },
          { header: 'Status', value: (r) => statusText(r.isActive) },
          { header: 'Created Date', value: (r) => clock.formatDate(r.createdDate) },
        ],
        page.records,
      );
    },
    createSubCategory: async ({ body }) =>
      ok(await catalog.createSubCategory(body), 'Sub category created successfully', 201),
    updateSubCategory: async ({ params, body }) =>
      ok(await catalog.updateSubCategory(params.id, body), 'Sub category updated successfully'),
    subCategoryStatus: async ({ params, body }) =>
      ok(await catalog.subCategoryStatus(params.id, body.isActive), 'Status updated'),
    deleteSubCategory: async ({ params }) =>
      ok(await catalog.deleteSubCategory(params.id), 'Sub category deleted successfully'),
    activeSubCategories: ({ query }) => catalog.activeSubCategories(query.categoryId),
    ...tagMaster.handlers(catalog.tags, clock),
    ...templateFieldHandlers(catalog.templateFields, clock),
    ...fontHandlers(catalog.fonts, clock),
    ...colourMaster.handlers(catalog.colours, clock),
    ...languageMaster.handlers(catalog.languages, clock),
  });
}
