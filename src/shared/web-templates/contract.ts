import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { listQuery } from '../http/list';
import {
  WEB_PACKAGE_PART,
  WEB_PACKAGE_PART_REQUIRED,
  webTemplateChoiceSchema,
  webTemplateFormSchema,
  webTemplateSchema,
} from './schemas';
import { areaContract } from '../http/endpoint-ids';

const idParams = z.object({ id: idParamSchema() });

/**
 * Web templates (spec 01 section 7, "Web template admin"): the designs a website starts from. Admin
 * only, but for the choices a User's website is built on. One is the default (the first one added becomes it); the default cannot be deleted; a delete
 * hides the template from the list but keeps it for the sites built on it.
 */
export const webTemplatesContract = areaContract('webTemplates', {
  webTemplates: endpoint({
    method: 'GET',
    path: '/api/WebTemplate',
    access: 'admin',
    summary: 'Web templates not deleted: the default first, then by name (or SortColumn)',
    query: listQuery(['templateName', 'createdDate']),
    response: listOf(webTemplateSchema),
  }),
  webTemplateChoices: endpoint({
    method: 'GET',
    path: '/api/WebTemplate/Choices',
    access: 'user',
    summary:
      "The templates a User's website can be built on (the Content tab's gallery): not deleted, with a package, the default first, then by name, each with its settings",
    response: z.array(webTemplateChoiceSchema),
  }),
  webTemplateById: endpoint({
    method: 'GET',
    path: '/api/WebTemplate/:id',
    access: 'admin',
    summary: 'One web template (its edit page); a deleted one answers 404',
    params: idParams,
    response: webTemplateSchema,
  }),
  createWebTemplate: endpoint({
    method: 'POST',
    path: '/api/WebTemplate',
    access: 'admin',
    summary:
      'Add a web template from its package (multipart `file`, a zip of at most 20 MB): 422 naming each problem (file and line), else the template with its check report (the first one becomes the default)',
    body: webTemplateFormSchema,
    files: { file: WEB_PACKAGE_PART_REQUIRED },
    response: webTemplateSchema,
    transfer: true,
  }),
  updateWebTemplate: endpoint({
    method: 'PUT',
    path: '/api/WebTemplate/:id',
    access: 'admin',
    summary:
      'Rename a web template, change its cover, or replace its package (multipart `file`, optional; checked as on add)',
    params: idParams,
    body: webTemplateFormSchema,
    files: { file: WEB_PACKAGE_PART },
    response: webTemplateSchema,
    transfer: true,
  }),
  setDefaultWebTemplate: endpoint({
    method: 'PUT',
    path: '/api/WebTemplate/:id/SetDefault',
    access: 'admin',
    summary: 'Make a web template the default (the previous default no longer is)',
    params: idParams,
    response: webTemplateSchema,
  }),
  deleteWebTemplate: endpoint({
    method: 'DELETE',
    path: '/api/WebTemplate/:id',
    access: 'admin',
    summary: 'Delete a web template (409 for the default); sites built on it keep it',
    params: idParams,
    response: z.null(),
  }),
});
