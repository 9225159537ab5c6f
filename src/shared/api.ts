import { accountContract } from './account/contract';
import { billingContract } from './billing/contract';
import { catalogContract } from './catalog/contract';
import { filesContract } from './files/contract';
import { importsContract } from './imports/contract';
import { logsContract } from './logs/contract';
import { usersContract } from './users/contract';
import type { EndpointDef } from './http/endpoint';

/** Every area's contract; the server registers all of these and the OpenAPI document lists them. */
export const contracts = {
  account: accountContract,
  billing: billingContract,
  users: usersContract,
  catalog: catalogContract,
  imports: importsContract,
  logs: logsContract,
  files: filesContract,
} as const;

export const allEndpoints: EndpointDef[] = Object.values(contracts).flatMap((c) => Object.values(c));
