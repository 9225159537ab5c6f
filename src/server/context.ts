import type { Logger } from 'pino';
import type { BusinessClock } from '../shared/time/business-clock';
import type { ServerConfig } from './config';
import type { DB } from './db/connect';
import type { TokenSigner } from './http/tokens';
import type { UserCache } from './http/user-cache';
import type { SecretBox } from './modules/settings/secret-box';
import type { SettingsStore } from './modules/settings/store';
import type { Storage } from './providers/storage/storage';

/** What every module's service is built from. */
export interface AppContext {
  config: ServerConfig;
  db: DB;
  log: Logger;
  signer: TokenSigner;
  /** Integration settings (Admin → Settings, the environment overriding): `await ctx.settings.get('payments')`. */
  settings: SettingsStore;
  /** What "today" and a day are in the business's time zone (issue 9 section 3); tests set its `now`. */
  clock: BusinessClock;
  /** Call `forgetUser` after changing a user, their sessions or their plans. */
  users: UserCache;
  /** The file storage the settings name now (local disk or S3-compatible). */
  storage(): Promise<Storage>;
  /** Signs platform URLs (local storage's signed addresses) with the secret every instance shares. */
  signingKey: Uint8Array;
  /** Seals secrets at rest (settings, social tokens) with the key every instance shares. */
  box: SecretBox;
}
