import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { listOf } from '../http/envelope';
import { listQuery } from '../http/list';
import { idParams, statusBody } from './common';
import {
  BRAND_FIELDS,
  BRAND_FIELD_LABELS,
  TEMPLATE_FIELD_TYPES,
  brandFieldFits,
  type TemplateFieldType,
} from './rules';

/**
 * Template fields (issue 12, Masters): the placeholders a template package names with
 * `data-key="<key>"`, each filled from one field of the user's brand.
 */
export const templateFieldSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  type: z.enum(TEMPLATE_FIELD_TYPES),
  brandField: z.enum(BRAND_FIELDS),
  isActive: z.boolean(),
  createdDate: z.string(),
});

export const TEMPLATE_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_-]*$/;

export const templateFieldFormSchema = z
  .object({
    // Lower case, so that `Company_Name` and `company_name` are the same key.
    key: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Key is Required')
      .max(50, 'Maximum 50 symbols')
      .regex(TEMPLATE_FIELD_KEY_PATTERN, 'Use lowercase letters, digits, - and _, starting with a letter'),
    label: z.string().trim().min(1, 'Label is Required').max(100, 'Maximum 100 symbols'),
    type: z.enum(TEMPLATE_FIELD_TYPES, 'Type is Required'),
    brandField: z.enum(BRAND_FIELDS, 'Brand Field is Required'),
  })
  // An image placeholder takes the logo, a colour token the brand colour, text the rest.
  .refine((v) => brandFieldFits(v.type as TemplateFieldType, v.brandField), {
    path: ['brandField'],
    error: (issue) => {
      const v = issue.input as { type: TemplateFieldType; brandField: (typeof BRAND_FIELDS)[number] };
      return `${BRAND_FIELD_LABELS[v.brandField]} is not a ${v.type} field`;
    },
  });

export const templateFieldEndpoints = {
  templateFields: endpoint({
    method: 'GET',
    path: '/api/TemplateField',
    access: 'admin',
    summary: 'Template fields',
    query: listQuery(['key', 'label', 'type', 'createdDate']),
    response: listOf(templateFieldSchema),
    exportable: true,
  }),
  activeTemplateFields: endpoint({
    method: 'GET',
    path: '/api/TemplateField/Active',
    access: 'signedIn',
    summary: 'Active template fields, by key (template packages and their checks)',
    response: z.array(templateFieldSchema),
  }),
  templateFieldById: endpoint({
    method: 'GET',
    path: '/api/TemplateField/:id',
    access: 'admin',
    summary: 'One template field (its edit page)',
    params: idParams,
    response: templateFieldSchema,
  }),
  createTemplateField: endpoint({
    method: 'POST',
    path: '/api/TemplateField',
    access: 'admin',
    summary: 'Add a template field (409 when the key or label is taken, ignoring case)',
    body: templateFieldFormSchema,
    response: templateFieldSchema,
  }),
  updateTemplateField: endpoint({
    method: 'PUT',
    path: '/api/TemplateField/:id',
    access: 'admin',
    summary: 'Edit a template field',
    params: idParams,
    body: templateFieldFormSchema,
    response: templateFieldSchema,
  }),
  templateFieldStatus: endpoint({
    method: 'PUT',
    path: '/api/TemplateField/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a template field',
    params: idParams,
    body: statusBody,
    response: templateFieldSchema,
  }),
  deleteTemplateField: endpoint({
    method: 'DELETE',
    path: '/api/TemplateField/:id',
    access: 'admin',
    summary: 'Delete a template field (409 while a template uses it)',
    params: idParams,
    response: z.null(),
  }),
} as const;
