import { accountContract } from './account/contract';
import { billingContract } from './billing/contract';
import type { EndpointDef } from './http/endpoint';

/** Every area's contract; the server registers all of these and the OpenAPI document lists them. */
export const contracts = {
  account: accountContract,
  billing: billingContract,
} as const;

export const allEndpoints: EndpointDef[] = Object.values(contracts).flatMap((c) => Object.values(c));
