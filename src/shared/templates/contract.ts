import { z } from 'zod';
import { statusBody } from '../catalog/common';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { listQuery } from '../http/list';
import {
  createTemplateBodySchema,
  myTemplateSchema,
  PACKAGE_FILE_PART,
  previewBodySchema,
  renderQuerySchema,
  templatePackageSchema,
  templateSchema,
  updateTemplateBodySchema,
} from './schemas';

const idParams = z.object({ id: idParamSchema() });

/**
 * Design templates (spec 01 sections 2–8, issue 12 Design templates). Admins keep the templates and
 * their packages; a User lists the templates meant for them (General, assigned to them, to their
 * sub-categories, or to all) and draws each with their brand.
 */
export const templatesContract = areaContract('templates', {
  templates: endpoint({
    method: 'GET',
    path: '/api/Template',
    access: 'admin',
    summary: 'Design templates: the default first, then by name (or SortColumn)',
    query: listQuery(['templateName', 'createdDate']),
    response: listOf(templateSchema),
  }),
  myTemplates: endpoint({
    method: 'GET',
    path: '/api/Template/Mine',
    access: 'user',
    summary:
      "The User's active templates: General, assigned to them or to their sub-categories (or to all); the default first",
    response: z.array(myTemplateSchema),
  }),
  templateById: endpoint({
    method: 'GET',
    path: '/api/Template/:id',
    access: 'admin',
    summary: 'One template with its packages’ file names (its edit page)',
    params: idParams,
    response: templateSchema,
  }),
  createTemplate: endpoint({
    method: 'POST',
    path: '/api/Template',
    access: 'admin',
    summary: 'Add a template from stored packages (POST Template/Package first)',
    body: createTemplateBodySchema,
    response: templateSchema,
  }),
  updateTemplate: endpoint({
    method: 'PUT',
    path: '/api/Template/:id',
    access: 'admin',
    summary: 'Edit a template; a package id replaces its package',
    params: idParams,
    body: updateTemplateBodySchema,
    response: templateSchema,
  }),
  templateStatus: endpoint({
    method: 'PUT',
    path: '/api/Template/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a template (inactive ones leave every Post home)',
    params: idParams,
    body: statusBody,
    response: templateSchema,
  }),
  deleteTemplate: endpoint({
    method: 'DELETE',
    path: '/api/Template/:id',
    access: 'admin',
    summary: 'Delete a template: it leaves the lists and every Post home',
    params: idParams,
    response: z.null(),
  }),
  uploadTemplatePackage: endpoint({
    method: 'POST',
    path: '/api/Template/Package',
    access: 'admin',
    summary:
      'Check and store a template package (zip, at most 20 MB): 422 listing each problem and nothing stored, else its id and files',
    files: { file: PACKAGE_FILE_PART },
    response: templatePackageSchema,
    transfer: true,
  }),
  previewTemplate: endpoint({
    method: 'POST',
    path: '/api/Template/Preview',
    access: 'admin',
    summary: 'A stored package drawn with a sample brand as a PNG (image/png), or 422 listing each problem',
    body: previewBodySchema,
    // A file answer: the PNG's bytes, not an envelope.
    response: z.unknown(),
    transfer: true,
  }),
  renderTemplate: endpoint({
    method: 'GET',
    path: '/api/Template/:id/Render',
    access: 'signedIn',
    summary:
      "The template drawn with the caller's brand (an Admin may name userId) as a PNG (image/png); without brand details, the Default Zip File's design",
    params: idParams,
    query: renderQuerySchema,
    // A file answer: the PNG's bytes, not an envelope.
    response: z.unknown(),
  }),
});
