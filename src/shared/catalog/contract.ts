import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { idSchema, idParamSchema } from '../http/ids';
import { listOf } from '../http/envelope';
import { listQuery } from '../http/list';

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

export const categoryFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is Required').max(100, 'Maximum 100 symbols'),
});
export const subCategoryFormSchema = categoryFormSchema.extend({
  categoryId: idSchema('Category is Required'),
});

const idParams = z.object({ id: idParamSchema() });
const statusBody = z.object({ isActive: z.boolean() });
const sortColumns = ['name', 'createdDate'] as const;

export const catalogContract = {
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
} as const;
