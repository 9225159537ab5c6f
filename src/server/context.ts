import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import type { DB } from './db/connect';
import type { TokenSigner } from './http/tokens';
import type { UserCache } from './http/user-cache';
import type { OtpSender } from './providers/otp/sender';

/** What every module's service is built from. */
export interface AppContext {
  config: ServerConfig;
  db: DB;
  log: Logger;
  signer: TokenSigner;
  otpSender: OtpSender | null;
  /** Call `forgetUser` after changing a user, their sessions or their plans. */
  users: UserCache;
}
