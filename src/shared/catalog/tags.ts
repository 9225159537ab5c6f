import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { listOf } from '../http/envelope';
import { listQuery } from '../http/list';
import { idParams, masterRowSchema, nameField, statusBody } from './common';

/** Tags (spec 01 section 3, Other lists): a name to label templates and posts. */
export const tagSchema = masterRowSchema;
export const tagFormSchema = z.object({ name: nameField });

export const tagEndpoints = {
  tags: endpoint({
    method: 'GET',
    path: '/api/Tag',
    access: 'admin',
    summary: 'Tags',
    query: listQuery(['name', 'createdDate']),
    response: listOf(tagSchema),
    exportable: true,
  }),
  activeTags: endpoint({
    method: 'GET',
    path: '/api/Tag/Active',
    access: 'signedIn',
    summary: 'Active tags, by name (pickers; spec 01 section 7)',
    response: z.array(tagSchema),
  }),
  tagById: endpoint({
    method: 'GET',
    path: '/api/Tag/:id',
    access: 'admin',
    summary: 'One tag (its edit page)',
    params: idParams,
    response: tagSchema,
  }),
  createTag: endpoint({
    method: 'POST',
    path: '/api/Tag',
    access: 'admin',
    summary: 'Add a tag (409 when the name is taken, ignoring case)',
    body: tagFormSchema,
    response: tagSchema,
  }),
  updateTag: endpoint({
    method: 'PUT',
    path: '/api/Tag/:id',
    access: 'admin',
    summary: 'Rename a tag',
    params: idParams,
    body: tagFormSchema,
    response: tagSchema,
  }),
  tagStatus: endpoint({
    method: 'PUT',
    path: '/api/Tag/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a tag',
    params: idParams,
    body: statusBody,
    response: tagSchema,
  }),
  deleteTag: endpoint({
    method: 'DELETE',
    path: '/api/Tag/:id',
    access: 'admin',
    summary: 'Delete a tag (409 while in use)',
    params: idParams,
    response: z.null(),
  }),
} as const;
