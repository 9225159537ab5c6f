import crypto from 'node:crypto';
import { attemptLimits, LIMITS } from '../../http/attempt-limits';
import { COUNTRIES } from '../../../shared/account/countries';
import type { Me, Session } from '../../../shared/account/contract';
import {
  OTP_MAX_TRIES,
  OTP_VALID_MINUTES,
  TOKEN_MINUTES,
  USER_STATUS,
} from '../../../shared/account/modules';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, conflict, invalid, unauthorized } from '../../http/errors';
import { JsonAnswer } from '../../http/reply';
import { otpSenderFromSettings } from '../../providers/otp/sender';
import { notSetUp } from '../settings/service';
import { billingService } from '../billing/service';
import { dummyHash, hashPassword, passwordMatches } from './passwords';
import {
  adminExists,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  findUserByMobileDigits,
  type UserRow,
} from './repo';

/**
 * A new user's row, as the first Admin, a registration and a staff account make it: what the
 * caller gives, the rest empty; active, registered `now`.
 */
export function newUserValues(
  u: {
    userName: string;
    email: string;
    passwordHash: string;
    role: 'Admin' | 'User';
    status: (typeof USER_STATUS)[keyof typeof USER_STATUS];
    countryCode?: string;
    mobileNumber?: string;
    companyName?: string | null;
  },
  now: string,
) {
  return {
    user_name: u.userName,
    email: u.email,
    country_code: u.countryCode ?? null,
    mobile_number: u.mobileNumber ?? null,
    password_hash: u.passwordHash,
    role: u.role,
    status: u.status,
    is_active: 1,
    company_name: u.companyName ?? null,
    business_type: null,
    reference_id: null,
    registration_date: now,
    updated_at: now,
  };
}

const WRONG_CREDENTIALS = 'Invalid login details. Please check and try again.';
const DEACTIVATED = 'Your account is deactivated. Kindly contact administrator.';

export function accountService(ctx: AppContext) {
  const { db, clock } = ctx;
  const limits = attemptLimits(db, ctx.config.rateLimit, clock);
  const billing = billingService(ctx);

  /**
   * Ends sessions (issue 9 section 5: the one place that does): every session of a user, all but
   * `except` (the caller's own), or `only` one. Their tokens stop working at once on this server.
   */
  async function revokeSessions(userId: number, which: { except?: string; only?: string } = {}) {
    let q = db
      .updateTable('sessions')
      .set({ revoked_at: clock.now().toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (which.only) q = q.where('id', '=', which.only);
    if (which.except) q = q.where('id', '!=', which.except);
    await q.execute();
    if (which.only) ctx.users.forgetSession(which.only);
    else ctx.users.forgetUser(userId);
  }

  async function openSession(user: Pick<UserRow, 'id' | 'role' | 'user_name'>): Promise<Session> {
    const expiresAt = new Date(clock.now().getTime() + TOKEN_MINUTES * 60_000);
    const jti = crypto.randomUUID();
    await db
      .insertInto('sessions')
      .values({
        id: jti,
        user_id: user.id,
        created_at: clock.now().toISOString(),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
      })
      .execute();
    const token = await ctx.signer.sign({ sub: String(user.id), jti, role: user.role }, expiresAt);
    return { token, role: user.role, userName: user.user_name, expiresAt: expiresAt.toISOString() };
  }

  function assertActive(user: UserRow) {
    if (!user.is_active) throw new HttpError(403, DEACTIVATED, 'AccountDeactivated');
  }

  async function requirePassword(userId: number, password: string, field = 'password') {
    await limits.check('password', String(userId), LIMITS.passwordFailures);
    const user = await findUserById(db, userId);
    if (!user || !(await passwordMatches(user.password_hash, password))) {
      await limits.record('password', String(userId));
      throw invalid({ [field]: 'Incorrect password' });
    }
    return user;
  }

  const otpHash = (mobile: string, code: string) => ctx.signer.hmac(`otp:${mobile}:${code}`);

  return {
    openSession,

    /** The caller behind a bearer token: valid signature, session not revoked or expired, account active. */
    async authenticate(token: string): Promise<AuthUser | null> {
      const cached = ctx.users.session(token);
      if (cached) return cached;
      const claims = ctx.signer.verify(token);
      if (!claims) return null;
      // Taken before the read: a change heard while reading keeps this answer out of the cache.
      const epoch = ctx.users.epoch();
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id',
          'users.role',
          'users.user_name',
          'users.email',
          'users.is_active',
          'sessions.expires_at',
          'sessions.revoked_at',
        ])
        .where('sessions.id', '=', claims.jti)
        .executeTakeFirst();
      if (
        !row ||
        row.revoked_at ||
        !row.is_active ||
        row.expires_at <= clock.now().toISOString() ||
        String(row.id) !== claims.sub
      )
        return null;
      const user: AuthUser = {
        id: row.id,
        role: row.role,
        userName: row.user_name,
        email: row.email,
        sessionId: claims.jti,
      };
      ctx.users.rememberSession(token, user, Date.parse(row.expires_at), epoch);
      return user;
    },

    setupStatus: async () => ({ hasAdmin: await adminExists(db) }),

    async setup(input: { userName: string; email: string; password: string }): Promise<Session> {
      const passwordHash = await hashPassword(input.password);
      const done = () => conflict('Setup is already complete. Sign in instead.');
      const user = await db.transaction().execute(async (trx) => {
        if (await adminExists(trx)) throw done();
        if (await findUserByEmail(trx, input.email))
          throw conflict('An account with this email already exists');
        // Two Setups at once both see no Admin; the guard row's primary key lets one through and
        // holds the other until it commits, then refuses it (issue 10).
        await trx
          .insertInto('setup_done')
          .values({ id: 1, done_at: clock.now().toISOString() })
          .execute()
          .catch((err: unknown) => {
            throw isUniqueViolation(err) ? done() : err;
          });
        return trx
          .insertInto('users')
          .values(
            newUserValues(
              { ...input, passwordHash, role: 'Admin', status: USER_STATUS.verified },
              clock.now().toISOString(),
            ),
          )
          .returning(['id', 'role', 'user_name'])
          .executeTakeFirstOrThrow()
          .catch((err: unknown) => {
            // A registration with this email got in first.
            throw isUniqueViolation(err) ? conflict('An account with this email already exists') : err;
          });
      });
      return openSession(user);
    },

    async register(
      input: {
        companyName: string;
        email: string;
        countryCode: string;
        mobileNumber: string;
        password: string;
      },
      clientAddress = '',
    ) {
      await limits.check('register', clientAddress, LIMITS.registrations);
      await limits.record('register', clientAddress);
      if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists');
      if (await findUserByMobile(db, input.countryCode, input.mobileNumber)) {
        throw conflict('An account with this mobile number already exists');
      }
      const user = await db
        .insertInto('users')
        .values(
          newUserValues(
            {
              ...input,
              userName: input.companyName,
              passwordHash: await hashPassword(input.password),
              role: 'User',
              status: USER_STATUS.pending,
            },
            clock.now().toISOString(),
          ),
        )
        .returning(['id', 'role', 'user_name'])
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          // Two registrations (or a registration and an import) racing past the checks above meet
          // the unique indexes.
          if (isUniqueViolation(err))
            throw conflict('An account with this email or mobile number already exists');
          throw err;
        });
      return openSession(user);
    },

    async login(input: { login: string; password: string }): Promise<Session> {
      const login = input.login.trim();
      // Wrong passwords are counted per account (by what was typed, so unknown accounts count the
      // same way and the answer tells nothing), whatever address they come from (issue 10).
      const subject = login.toLowerCase();
      await limits.check('login', subject, LIMITS.passwordFailures);
      const user = login.includes('@')
        ? await findUserByEmail(db, login)
        : await findUserByMobileDigits(db, login.replace(/\D/g, ''));
      // Verify against a dummy hash when nobody matches, so timing does not tell which part was wrong.
      const matches = await passwordMatches(user?.password_hash ?? (await dummyHash()), input.password);
      if (!user || !matches) {
        await limits.record('login', subject);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      assertActive(user);
      return openSession(user);
    },

    async loginWithOtp(input: { countryCode: string; mobileNumber: string }) {
      // The settings of the moment: an Admin's change applies to the next code (issue 9 §1).
      const sender = otpSenderFromSettings(await ctx.settings.get('whatsapp'), await ctx.settings.get('sms'));
      // The caller is signed out: no setting names (Settings → Platform WhatsApp sender or SMS gateway).
      if (!sender) throw notSetUp('Login with OTP', 'whatsapp', null);
      const user = await findUserByMobile(db, input.countryCode, input.mobileNumber);
      if (!user) throw new HttpError(404, 'No account is registered with this mobile number', 'NotFound');
      assertActive(user);
      const mobileKey = `${input.countryCode}${input.mobileNumber}`;
      await limits.check('otp-send', mobileKey, LIMITS.otpSends);
      await limits.record('otp-send', mobileKey);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(clock.now().getTime() + OTP_VALID_MINUTES * 60_000).toISOString();
      const mobile = input.countryCode + input.mobileNumber;
      await db.transaction().execute(async (trx) => {
        // A new code replaces any earlier one still waiting.
        await trx
          .updateTable('otp_codes')
          .set({ consumed_at: clock.now().toISOString() })
          .where('country_code', '=', input.countryCode)
          .where('mobile_number', '=', input.mobileNumber)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('otp_codes')
          .values({
            country_code: input.countryCode,
            mobile_number: input.mobileNumber,
            code_hash: otpHash(mobile, code),
            attempts: 0,
            expires_at: expiresAt,
            consumed_at: null,
            created_at: clock.now().toISOString(),
          })
          .execute();
      });
      try {
        await sender.send(mobile, code);
      } catch (err) {
        ctx.log.warn({ err: (err as Error).message, provider: sender.name }, 'OTP delivery failed');
        throw new HttpError(502, 'Could not send the code. Please try again later.', 'OtpDeliveryFailed');
      }
      return { expiresAt };
    },

    async verifyOtp(input: { countryCode: string; mobileNumber: string; otp: string }): Promise<Session> {
      const row = await db
        .selectFrom('otp_codes')
        .selectAll()
        .where('country_code', '=', input.countryCode)
        .where('mobile_number', '=', input.mobileNumber)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row || row.expires_at <= clock.now().toISOString())
        throw unauthorized('The code has expired. Please request a new one.');
      // The try is counted before the code is compared, in one conditional update: concurrent guesses
      // cannot all read the same count and slip past the limit (issue 10).
      const counted = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('attempts', '<', OTP_MAX_TRIES)
        .where('consumed_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      if (!counted) throw unauthorized('Too many wrong codes. Please request a new one.');
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(otpHash(input.countryCode + input.mobileNumber, input.otp), 'hex');
      if (!crypto.timingSafeEqual(expected, given)) {
        const left = OTP_MAX_TRIES - counted.attempts;
        throw unauthorized(
          left > 0
            ? `Incorrect code. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'Too many wrong codes. Please request a new one.',
        );
      }
      const claimed = await db
        .updateTable('otp_codes')
        .set({ consumed_at: clock.now().toISOString() })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1)
        throw unauthorized('The code has expired. Please request a new one.');
      const user = await findUserByMobile(db, input.countryCode, input.mobileNumber);
      if (!user) throw unauthorized(WRONG_CREDENTIALS);
      assertActive(user);
      return openSession(user);
    },

    revokeSessions,

    async logout(user: AuthUser) {
      await revokeSessions(user.id, { only: user.sessionId });
      return null;
    },

    /** Served from memory while nothing changed, text and all; a changed business zone is a change. */
    async me(caller: AuthUser): Promise<JsonAnswer<Me>> {
      const cached = ctx.users.meOf(caller.id);
      if (cached && cached.data.timeZone === ctx.clock.timeZone) return cached;
      const user = await findUserById(db, caller.id);
      if (!user) throw unauthorized();
      const { modules, planType } =
        user.role === 'User' ? await billing.entitlements(user.id) : { modules: [], planType: null };
      const me: Me = {
        id: user.id,
        userName: user.user_name,
        email: user.email,
        countryCode: user.country_code,
        mobileNumber: user.mobile_number,
        role: user.role,
        status: user.status,
        hasPassword: user.password_hash !== null,
        roleAndPermissions: { roleName: user.role, permissions: [] },
        brandInfo: [
          { brandField: 'Company Name', value: user.company_name },
          { brandField: 'Email', value: user.email },
          { brandField: 'Business Type', value: user.business_type },
        ],
        planType,
        modules,
        timeZone: ctx.clock.timeZone,
      };
      const answer = new JsonAnswer(me);
      ctx.users.rememberMe(answer);
      return answer;
    },

    countries: async () => COUNTRIES.map((c) => ({ ...c })),

    async verifyPassword(caller: AuthUser, password: string) {
      await requirePassword(caller.id, password);
      return { valid: true as const };
    },

    async setPassword(caller: AuthUser, password: string) {
      const user = await findUserById(db, caller.id);
      if (!user) throw unauthorized();
      if (user.password_hash) throw conflict('A password is already set. Use Change Password instead.');
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password), updated_at: clock.now().toISOString() })
        .where('id', '=', user.id)
        .execute();
      ctx.users.forgetUser(user.id);
      return null;
    },

    async changePassword(caller: AuthUser, currentPassword: string, newPassword: string) {
      await requirePassword(caller.id, currentPassword, 'currentPassword');
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(newPassword), updated_at: clock.now().toISOString() })
        .where('id', '=', caller.id)
        .execute();
      // Other devices sign in again with the new password; this one stays signed in.
      await revokeSessions(caller.id, { except: caller.sessionId });
      return null;
    },

    /** Deletes the User and, through the foreign keys' cascades, every row they own. */
    async deleteAccount(caller: AuthUser, password: string) {
      await requirePassword(caller.id, password);
      await db.deleteFrom('users').where('id', '=', caller.id).where('role', '=', 'User').execute();
      ctx.users.forgetUser(caller.id);
      return null;
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
