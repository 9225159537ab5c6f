import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { listOf } from '../http/envelope';
import { listQuery } from '../http/list';
import { idParams, masterRowSchema, nameField, statusBody } from './common';

/**
 * Languages (issue 12, Masters; spec 00 section 9: about 130): an ISO 639-1 code and its English
 * name. The list itself is seeded by the server's migration, not shipped to the renderer.
 */
export const languageSchema = masterRowSchema.extend({ code: z.string() });

export const languageFormSchema = z.object({
  name: nameField,
  code: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Code is Required')
    .regex(/^[a-z]{2}$/, 'Use the two-letter ISO 639-1 code, e.g. en'),
});

export const languageEndpoints = {
  languages: endpoint({
    method: 'GET',
    path: '/api/Language',
    access: 'admin',
    summary: 'Languages',
    query: listQuery(['name', 'code', 'createdDate']),
    response: listOf(languageSchema),
    exportable: true,
  }),
  activeLanguages: endpoint({
    method: 'GET',
    path: '/api/Language/Active',
    access: 'signedIn',
    summary: 'Active languages, by name (pickers; spec 01 section 7)',
    response: z.array(languageSchema),
  }),
  languageById: endpoint({
    method: 'GET',
    path: '/api/Language/:id',
    access: 'admin',
    summary: 'One language (its edit page)',
    params: idParams,
    response: languageSchema,
  }),
  createLanguage: endpoint({
    method: 'POST',
    path: '/api/Language',
    access: 'admin',
    summary: 'Add a language (409 when the name or code is taken)',
    body: languageFormSchema,
    response: languageSchema,
  }),
  updateLanguage: endpoint({
    method: 'PUT',
    path: '/api/Language/:id',
    access: 'admin',
    summary: 'Edit a language',
    params: idParams,
    body: languageFormSchema,
    response: languageSchema,
  }),
  languageStatus: endpoint({
    method: 'PUT',
    path: '/api/Language/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a language',
    params: idParams,
    body: statusBody,
    response: languageSchema,
  }),
  deleteLanguage: endpoint({
    method: 'DELETE',
    path: '/api/Language/:id',
    access: 'admin',
    summary: 'Delete a language (409 while in use)',
    params: idParams,
    response: z.null(),
  }),
} as const;
