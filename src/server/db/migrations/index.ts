import type { Migration } from 'kysely';
import * as m20261122000100 from './20261122000100_accounts';
import * as m20261122000200 from './20261122000200_admin';
import * as m20261122000300 from './20261122000300_billing';

/**
 * Every migration, by its timestamped name. Listed explicitly (not read from disk) so that the
 * server bundle inside the desktop app carries them too. Add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '20261122000100_accounts': m20261122000100,
  '20261122000200_admin': m20261122000200,
  '20261122000300_billing': m20261122000300,
};
