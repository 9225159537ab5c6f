import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { idSchema, idParamSchema } from '../http/ids';
import { listOf } from '../http/envelope';
import { listQuery } from '../http/list';
import { ROLES } from '../account/modules';
import { emailSchema, passwordSchema } from '../account/schemas';
import { areaContract } from '../http/endpoint-ids';

/** Users list StatusId filter: 1 pending, 2 verified; 4 = staff (Admin) accounts, as Import Users' Reference By asks. */
export const USER_STATUS_FILTER = { pending: 1, verified: 2, staff: 4 } as const;
export const PLAN_STATUSES = ['Active', 'Expired', 'Upcoming'] as const;

export const USER_SORT_COLUMNS = [
  'registrationDate',
  'companyName',
  'companyname',
  'userName',
  'email',
] as const;

export const usersListQuery = listQuery(USER_SORT_COLUMNS, {
  StatusId: z.coerce.number().int().min(1).max(4).optional(),
  Plan: idParamSchema().optional(),
  PlanStatus: z.enum(PLAN_STATUSES).optional(),
});

export const userRowSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  countryCode: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.number().int(),
  isActive: z.boolean(),
  registrationDate: z.string(),
  planName: z.string().nullable(),
  planStatus: z.enum(PLAN_STATUSES).nullable(),
  referenceBy: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

const idParams = z.object({ id: idParamSchema() });

export const updateStatusSchema = z.object({ id: idSchema(), isActive: z.boolean() });
export const mapSubCategorySchema = z.object({
  userId: idSchema(),
  subCategory: z.array(idSchema()).max(500),
});
export const staffSchema = z.object({
  userName: z.string().trim().min(1, 'User name is required').max(100),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(ROLES),
});
export const roleSchema = z.object({ role: z.enum(ROLES) });

export const userStatusSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  status: z.number().int(),
});

export const usersContract = areaContract('users', {
  list: endpoint({
    method: 'GET',
    path: '/api/Users',
    access: 'admin',
    summary: 'Users, newest registration first; filters StatusId, Plan, PlanStatus and registration dates',
    query: usersListQuery,
    response: listOf(userRowSchema),
    exportable: true,
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/Users/:id',
    access: 'admin',
    summary: 'One user (the Update User page header)',
    params: idParams,
    response: userRowSchema,
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/api/Users/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate an account (never the last active Admin)',
    params: idParams,
    body: updateStatusSchema,
    response: userRowSchema,
  }),
  getUserStatus: endpoint({
    method: 'GET',
    path: '/api/Users/GetUserStatus',
    access: 'admin',
    summary: "A user's verification status (1 pending, 2 verified)",
    query: z.object({ userId: idParamSchema() }),
    response: userStatusSchema,
  }),
  verifyUserStatus: endpoint({
    method: 'PUT',
    path: '/api/Users/VerifyUserStatus/:id',
    access: 'admin',
    summary: 'Mark a pending user verified (status 2)',
    params: idParams,
    body: z.object({}).strict().optional(),
    response: userStatusSchema,
  }),
  getUserSubCategory: endpoint({
    method: 'GET',
    path: '/api/Users/GetUserSubCategory/:id',
    access: 'admin',
    summary: 'The sub-category ids assigned to a user',
    params: idParams,
    response: z.array(z.number().int()),
  }),
  mapUserSubCategory: endpoint({
    method: 'POST',
    path: '/api/Users/MapUserSubCategory',
    access: 'admin',
    summary: "Replace a user's sub-categories",
    body: mapSubCategorySchema,
    response: z.array(z.number().int()),
  }),
  subCategoryOptions: endpoint({
    method: 'GET',
    path: '/api/Users/SubCategory',
    access: 'admin',
    summary: 'Active sub-categories to choose from, with their category',
    response: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        categoryId: z.number().int(),
        categoryName: z.string(),
      }),
    ),
  }),
  staffList: endpoint({
    method: 'GET',
    path: '/api/Users/Staff',
    access: 'admin',
    summary: 'Staff accounts (user-and-roles) with their role',
    response: z.array(userRowSchema),
  }),
  createStaff: endpoint({
    method: 'POST',
    path: '/api/Users/Staff',
    access: 'admin',
    summary: 'Add a staff account (an Admin, or a User login for staff)',
    body: staffSchema,
    response: userRowSchema,
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/api/Users/:id/Role',
    access: 'admin',
    summary: "Change an account's role (never the last active Admin)",
    params: idParams,
    body: roleSchema,
    response: userRowSchema,
  }),
});
