import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { idSchema, idParamSchema } from '../http/ids';
import { listOf } from '../http/envelope';
import { listQuery } from '../http/list';
import { colourEndpoints } from './colours';
import { idParams, nameField, statusBody } from './common';
import { fontEndpoints } from './fonts';
import { languageEndpoints } from './languages';
import { tagEndpoints } from './tags';
import { templateFieldEndpoints } from './template-fields';
import { areaContract } from '../http/endpoint-ids';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  createdDate: z.string(),
});
export const subCategorySchema = categorySchema.extend({
  categoryId: z.number().int(),
  categoryName: z.string(),
});

export const categoryFormSchema = z.object({ name: nameField });
export const subCategoryFormSchema = categoryFormSchema.extend({
  categoryId: idSchema('Category is Required'),
});

const sortColumns = ['name', 'createdDate'] as const;

/**
 * The catalog masters (issue 12, Masters): Category and Sub Category here, Tag, Template Field,
 * Font, Colour and Language in their own files. Each is an admin list with add and edit, a status
 * switch, a delete that answers 409 while the row is in use, and an active list for pickers.
 */
export const catalogContract = areaContract('catalog', {
  categories: endpoint({
    method: 'GET',
    path: '/api/Category',
    access: 'admin',
    summary: 'Categories',
    query: listQuery(sortColumns),
    response: listOf(categorySchema),
    exportable: true,
  }),
  activeCategories: endpoint({
    method: 'GET',
    path: '/api/Category/Active',
    access: 'signedIn',
    summary: 'Active categories',
    response: z.array(categorySchema),
  }),
  categoryById: endpoint({
    method: 'GET',
    path: '/api/Category/:id',
    access: 'admin',
    summary: 'One category (its edit page)',
    params: idParams,
    response: categorySchema,
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/Category',
    access: 'admin',
    summary: 'Add a category',
    body: categoryFormSchema,
    response: categorySchema,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/api/Category/:id',
    access: 'admin',
    summary: 'Rename a category',
    params: idParams,
    body: categoryFormSchema,
    response: categorySchema,
  }),
  categoryStatus: endpoint({
    method: 'PUT',
    path: '/api/Category/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a category',
    params: idParams,
    body: statusBody,
    response: categorySchema,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/api/Category/:id',
    access: 'admin',
    summary: 'Delete a category (409 while it has sub-categories)',
    params: idParams,
    response: z.null(),
  }),
  subCategories: endpoint({
    method: 'GET',
    path: '/api/SubCategory',
    access: 'admin',
    summary: 'Sub-categories with their category',
    query: listQuery(['name', 'createdDate', 'categoryName'], {
      categoryId: idParamSchema().optional(),
    }),
    response: listOf(subCategorySchema),
    exportable: true,
  }),
  activeSubCategories: endpoint({
    method: 'GET',
    path: '/api/SubCategory/Active',
    access: 'signedIn',
    summary: 'Active sub-categories of active categories, by category then name (spec 01 section 7)',
    query: z.object({ categoryId: idParamSchema().optional() }).strict(),
    response: z.array(subCategorySchema),
  }),
  subCategoryById: endpoint({
    method: 'GET',
    path: '/api/SubCategory/:id',
    access: 'admin',
    summary: 'One sub-category with its category (its edit page)',
    params: idParams,
    response: subCategorySchema,
  }),
  createSubCategory: endpoint({
    method: 'POST',
    path: '/api/SubCategory',
    access: 'admin',
    summary: 'Add a sub-category',
    body: subCategoryFormSchema,
    response: subCategorySchema,
  }),
  updateSubCategory: endpoint({
    method: 'PUT',
    path: '/api/SubCategory/:id',
    access: 'admin',
    summary: 'Edit a sub-category',
    params: idParams,
    body: subCategoryFormSchema,
    response: subCategorySchema,
  }),
  subCategoryStatus: endpoint({
    method: 'PUT',
    path: '/api/SubCategory/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a sub-category',
    params: idParams,
    body: statusBody,
    response: subCategorySchema,
  }),
  deleteSubCategory: endpoint({
    method: 'DELETE',
    path: '/api/SubCategory/:id',
    access: 'admin',
    summary: 'Delete a sub-category (409 while users are assigned to it)',
    params: idParams,
    response: z.null(),
  }),
  ...tagEndpoints,
  ...templateFieldEndpoints,
  ...fontEndpoints,
  ...colourEndpoints,
  ...languageEndpoints,
});
