import { accountEndpoints } from './account-contract';
import { adminEndpoints } from './admin-contract';
import { campaignsEndpoints } from './campaigns-contract';
import { contactsEndpoints } from './contacts-contract';
import { groupsEndpoints } from './groups-contract';
import { historyEndpoints } from './history-contract';
import { templatesEndpoints } from './templates-contract';

/**
 * The WhatsApp area's endpoints (spec 03; issue 26), one part per file: contacts, groups, and the
 * account, templates and campaigns beside them. Each part stamps its endpoints with the area.
 */
export const whatsappContract = {
  ...accountEndpoints,
  ...adminEndpoints,
  ...campaignsEndpoints,
  ...contactsEndpoints,
  ...groupsEndpoints,
  ...historyEndpoints,
  ...templatesEndpoints,
};
