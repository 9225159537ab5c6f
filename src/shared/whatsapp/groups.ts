import { z } from 'zod';
import { idSchema } from '../http/ids';
import { listQuery } from '../http/list';

/** Spec 03 §5.2 and §8.4: every message of the Groups screens and the server, verbatim. */
export const GROUP_MESSAGES = {
  nameRequired: 'Group name is required',
  nameTooShort: 'Group name must be at least 2 characters',
  nameTaken: 'Group name already exists',
  created: 'Group Created successfully',
  updated: 'Group Updated successfully',
  createFailed: 'Failed to Create Group',
  updateFailed: 'Failed to Update Group',
  deleted: 'Group Deleted successfully',
  notFound: 'Group not found',
  newNameRequired: 'Please enter a group name',
  filterGroupRequired: 'Please select a filter group',
  assignFailed: 'Failed to assign contacts to group',
  noneAssigned: 'All filtered contacts are already in the group',
} as const;

const M = GROUP_MESSAGES;

export const GROUP_TYPES = ['User', 'Filter'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** The most contacts one save may name. */
export const MAX_GROUP_CONTACTS = 100_000;

/** A group's name: trimmed, required, at least 2 characters (spec 03 §5.2). */
export const groupNameSchema = z
  .string(M.nameRequired)
  .trim()
  .min(1, M.nameRequired)
  .min(2, M.nameTooShort)
  .max(100, 'Maximum 100 symbols');

/** The key that makes two names the same group: trimmed and lower-case (unique per owner). */
export const groupNameKey = (name: string) => name.trim().toLowerCase();

/** Create (spec 03 §7.1): name, groupType and the chosen contacts. */
export const groupFormSchema = z.object({
  name: groupNameSchema,
  groupType: z.enum(GROUP_TYPES).default('User'),
  ContactIds: z
    .array(idSchema())
    .max(MAX_GROUP_CONTACTS)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type GroupForm = z.input<typeof groupFormSchema>;
export type GroupFormOutput = z.output<typeof groupFormSchema>;

/** Update: the group fields with its id. */
export const groupUpdateSchema = groupFormSchema.extend({ id: idSchema() });

export const groupSchema = z.object({
  id: z.number(),
  name: z.string(),
  parentGroupId: z.number().nullable(),
  parentGroupName: z.string().nullable(),
  groupType: z.enum(GROUP_TYPES),
  memberCount: z.number(),
  createdDate: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** Group/{id}: the group with its members (spec 03 §3.2 contacts and ContactIds). */
export const groupDetailSchema = groupSchema.extend({
  contacts: z.array(z.object({ id: z.number(), name: z.string(), phoneNumber: z.string() })),
  ContactIds: z.array(z.number()),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** The list's filter (spec 03 §2.2): All, User or Filter groups. */
export const GROUP_FILTERS = ['All', 'User', 'Filter'] as const;

export const groupsQuery = listQuery(['name', 'memberCount', 'createdDate'], {
  GroupType: z.enum(GROUP_FILTERS).optional(),
});

/** What an assign did: contacts newly added and the group's members now (spec 03 §2.2, §4). */
export const assignResultSchema = z.object({
  groupId: z.number(),
  assigned: z.number().int(),
  total: z.number().int(),
});
export type AssignResult = z.infer<typeof assignResultSchema>;

/** The toast of an assign (spec 03 §4): how many were assigned of the total, or that all were in already. */
export const assignMessage = ({ assigned, total }: { assigned: number; total: number }) =>
  assigned === 0
    ? M.noneAssigned
    : `${assigned} ${assigned === 1 ? 'contact' : 'contacts'} assigned to the group. Total members: ${total}`;
