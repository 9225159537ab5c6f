import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { groupDetailSchema, groupFormSchema, groupSchema, groupsQuery, groupUpdateSchema } from './groups';

const idParams = z.object({ id: idParamSchema() });

/**
 * WhatsApp groups (spec 03 §2.2, §3.2, §5.2, §7.1; issue 26 Groups): a User's own groups of their
 * own contacts; names unique per owner in any case and spacing; another owner's id answers 404.
 */
export const groupsEndpoints = areaContract('whatsapp', {
  groups: endpoint({
    method: 'GET',
    path: '/api/WhatsAppGroup/Groups',
    access: 'signedIn',
    summary: 'My groups, paged: Search by name, GroupType All, User or Filter',
    query: groupsQuery,
    response: listOf(groupSchema),
  }),
  groupList: endpoint({
    method: 'GET',
    path: '/api/WhatsAppGroup/GroupList',
    access: 'signedIn',
    summary: 'Every group of mine by name (the campaign form)',
    response: z.array(groupSchema),
  }),
  filterGroupList: endpoint({
    method: 'GET',
    path: '/api/WhatsAppGroup/FilterGroupList',
    access: 'signedIn',
    summary: 'My Filter groups by name (Assign to group)',
    response: z.array(groupSchema),
  }),
  groupById: endpoint({
    method: 'GET',
    path: '/api/WhatsAppGroup/Group/:id',
    access: 'signedIn',
    summary: 'One group with its members',
    params: idParams,
    response: groupDetailSchema,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/api/WhatsAppGroup/Create',
    access: 'signedIn',
    summary: 'Create a group of my contacts; a name I already use answers 409 "Group name already exists"',
    body: groupFormSchema,
    response: groupDetailSchema,
  }),
  updateGroup: endpoint({
    method: 'PUT',
    path: '/api/WhatsAppGroup/Update',
    access: 'signedIn',
    summary: 'Rename a group and set its members (its id in the body)',
    body: groupUpdateSchema,
    response: groupDetailSchema,
  }),
  deleteGroup: endpoint({
    method: 'DELETE',
    path: '/api/WhatsAppGroup/:id',
    access: 'signedIn',
    summary: 'Delete a group (its contacts stay)',
    params: idParams,
    response: z.object({ id: z.number() }),
  }),
});
