import { accountContract } from './account/contract';
import { aiContract } from './ai/contract';
import { billingContract } from './billing/contract';
import { brandContract } from './brand/contract';
import { campaignsContract } from './campaigns/contract';
import { botsContract } from './bots/contract';
import { cardsContract } from './cards/contract';
import { postsContract } from './posts/contract';
import { catalogContract } from './catalog/contract';
import { filesContract } from './files/contract';
import { framesContract } from './frames/contract';
import { importsContract } from './imports/contract';
import { inboxContract } from './inbox/contract';
import { logsContract } from './logs/contract';
import { notificationsContract } from './notifications/contract';
import { dashboardContract } from './dashboard/contract';
import { settingsContract } from './settings/contract';
import { usersContract } from './users/contract';
import { templatesContract } from './templates/contract';
import { webTemplatesContract } from './web-templates/contract';
import { webContract } from './web/contract';
import { whatsappContract } from './whatsapp/contract';
import type { EndpointDef } from './http/endpoint';
import { areaNameOf } from './http/endpoint-ids';

/**
 * The one list of every area's contract (issue 9 section 4). The server binds exactly these and
 * refuses to start when one is missing (server/http/bind.ts), the OpenAPI document and the bad-input
 * sweep list them, and the renderer's query keys start with the area named here. A new area's
 * contract is added here and nowhere else.
 */
export const contracts = {
  account: accountContract,
  billing: billingContract,
  users: usersContract,
  catalog: catalogContract,
  imports: importsContract,
  logs: logsContract,
  files: filesContract,
  settings: settingsContract,
  dashboard: dashboardContract,
  brand: brandContract,
  notifications: notificationsContract,
  ai: aiContract,
  webTemplates: webTemplatesContract,
  templates: templatesContract,
  frames: framesContract,
  campaigns: campaignsContract,
  cards: cardsContract,
  web: webContract,
  bots: botsContract,
  posts: postsContract,
  whatsapp: whatsappContract,
  inbox: inboxContract,
} as const;

export type Area = keyof typeof contracts;

export const allEndpoints: EndpointDef[] = Object.values(contracts).flatMap((c) => Object.values(c));

/** Whether an endpoint belongs to a registered contract. */
export const isRegistered = (endpoint: EndpointDef): boolean => {
  const area = areaNameOf(endpoint) as Area | undefined;
  return (
    area !== undefined && area in contracts && Object.values(contracts[area]).includes(endpoint as never)
  );
};

/** The area whose contract declares an endpoint; an undeclared endpoint is a programming error. */
export function areaOf(endpoint: EndpointDef): Area {
  const area = areaNameOf(endpoint);
  if (!area)
    throw new Error(
      `${endpoint.method} ${endpoint.path} is not in the contracts registry (src/shared/api.ts)`,
    );
  return area as Area;
}

export { endpointIdOf, endpointOfId as endpointById } from './http/endpoint-ids';

/** Whether a request line is one this endpoint serves: its method, and a path of its pattern. */
export function servesRequest(endpoint: EndpointDef, method: string, url: string): boolean {
  if (endpoint.method !== method) return false;
  const pattern = endpoint.path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}(?:\\?.*)?$`).test(url);
}
