import type { FastifyInstance } from 'fastify';
import { usersContract } from '../../../shared/users/contract';
import type { BusinessClock } from '../../../shared/time/business-clock';
import { bindContract, type BindDeps } from '../../http/bind';
import { badRequest } from '../../http/errors';
import { ok } from '../../http/reply';
import { xlsxAnswer } from '../../http/xlsx';
import type { UsersService } from './service';

const STATUS_NAMES: Record<number, string> = { 1: 'Pending', 2: 'Verified' };

export function usersRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  users: UsersService,
  clock: BusinessClock,
): void {
  bindContract(app, deps, usersContract, {
    list: async ({ query }) => {
      const page = await users.list(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'users',
        'Users',
        [
          { header: 'User Name', value: (r) => r.userName },
          { header: 'Company Name', value: (r) => r.companyName },
          { header: 'Email', value: (r) => r.email },
          {
            header: 'Mobile Number',
            value: (r) => (r.mobileNumber ? `+${r.countryCode ?? ''} ${r.mobileNumber}` : ''),
          },
          { header: 'Registration Date', value: (r) => clock.formatDate(r.registrationDate) },
          { header: 'Status', value: (r) => STATUS_NAMES[r.status] ?? String(r.status) },
          { header: 'Active', value: (r) => (r.isActive ? 'Yes' : 'No') },
          { header: 'Plan', value: (r) => r.planName },
          { header: 'Plan Status', value: (r) => r.planStatus },
          { header: 'Reference By', value: (r) => r.referenceBy },
        ],
        page.records,
      );
    },
    byId: ({ params }) => users.byId(params.id),
    updateStatus: async ({ params, body }) => {
      if (body.id !== params.id) throw badRequest('The id in the body does not match the address');
      return ok(await users.updateStatus(params.id, body.isActive), 'User details updated');
    },
    getUserStatus: ({ query }) => users.userStatus(query.userId),
    verifyUserStatus: async ({ params }) => ok(await users.verify(params.id), 'User Verified'),
    getUserSubCategory: ({ params }) => users.subCategoriesOf(params.id),
    mapUserSubCategory: async ({ body }) =>
      ok(await users.mapSubCategories(body.userId, body.subCategory), 'Details Submitted Successfully!'),
    subCategoryOptions: () => users.subCategoryOptions(),
    staffList: () => users.staff(),
    createStaff: async ({ body }) => ok(await users.createStaff(body), 'User details updated', 201),
    changeRole: async ({ params, body }) =>
      ok(await users.changeRole(params.id, body.role), 'User details updated'),
  });
}
