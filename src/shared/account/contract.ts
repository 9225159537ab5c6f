import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { ROLES } from './modules';
import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  otpRequestSchema,
  otpVerifySchema,
  registerSchema,
  setPasswordSchema,
  setupSchema,
  verifyPasswordSchema,
} from './schemas';
import { areaContract } from '../http/endpoint-ids';

export const sessionSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  userName: z.string(),
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const meSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  countryCode: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.number().int(),
  hasPassword: z.boolean(),
  roleAndPermissions: z.object({ roleName: z.enum(ROLES), permissions: z.array(z.string()) }),
  brandInfo: z.array(z.object({ brandField: z.string(), value: z.string().nullable() })),
  planType: z.string().nullable(),
  modules: z.array(z.number().int()),
  /** The business's IANA time zone: the screens show dates and "today" in it (issue 9 section 3). */
  timeZone: z.string(),
});
export type Me = z.infer<typeof meSchema>;

const empty = z.object({}).strict();
const AUTH_LIMIT = { max: 10, timeWindowMs: 60_000 };

export const accountContract = areaContract('account', {
  setupStatus: endpoint({
    method: 'GET',
    path: '/api/Account/SetupStatus',
    access: 'public',
    summary: 'Whether an Admin exists yet (first-run setup)',
    response: z.object({ hasAdmin: z.boolean() }),
  }),
  setup: endpoint({
    method: 'POST',
    path: '/api/Account/Setup',
    access: 'public',
    summary: 'Create the first Admin; refused once one exists',
    body: setupSchema,
    response: sessionSchema,
    issuesToken: true,
    rateLimit: AUTH_LIMIT,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/Account/Register',
    access: 'public',
    summary: 'Register a business user and sign in',
    body: registerSchema,
    response: sessionSchema,
    issuesToken: true,
    rateLimit: AUTH_LIMIT,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/Account/Login',
    access: 'public',
    summary: 'Sign in with e-mail or mobile and password',
    body: loginSchema,
    response: sessionSchema,
    issuesToken: true,
    rateLimit: AUTH_LIMIT,
  }),
  loginWithOtp: endpoint({
    method: 'POST',
    path: '/api/Account/LoginWithOtp',
    access: 'public',
    summary: 'Send a 6-digit sign-in code to a registered mobile number',
    body: otpRequestSchema,
    response: z.object({ expiresAt: z.string() }),
    rateLimit: { max: 5, timeWindowMs: 60_000 },
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/Account/VerifyOtp',
    access: 'public',
    summary: 'Exchange the sign-in code for a session',
    body: otpVerifySchema,
    response: sessionSchema,
    issuesToken: true,
    rateLimit: AUTH_LIMIT,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/Account/Logout',
    access: 'signedIn',
    summary: 'Revoke the current token',
    body: empty.optional(),
    response: z.null(),
    endsSession: true,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/Account/Me',
    access: 'signedIn',
    summary: 'The signed-in user, role, brand information, plan type and entitled modules',
    response: meSchema,
  }),
  countries: endpoint({
    method: 'GET',
    path: '/api/Account/Countries',
    access: 'public',
    summary: 'Allowed phone countries, India first',
    response: z.array(z.object({ code: z.string(), name: z.string(), dialCode: z.string() })),
  }),
  verifyPassword: endpoint({
    method: 'POST',
    path: '/api/Account/VerifyPassword',
    access: 'signedIn',
    summary: "Check the signed-in user's password",
    body: verifyPasswordSchema,
    response: z.object({ valid: z.literal(true) }),
    rateLimit: AUTH_LIMIT,
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/api/Account/SetPassword',
    access: 'signedIn',
    summary: 'Set a first password (users who signed in with OTP)',
    body: setPasswordSchema,
    response: z.null(),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/Account/ChangePassword',
    access: 'signedIn',
    summary: 'Change the password; other sessions are signed out',
    body: changePasswordSchema,
    response: z.null(),
    rateLimit: AUTH_LIMIT,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/Account',
    access: 'user',
    summary: "Delete the signed-in User's account and data (password confirmation)",
    body: deleteAccountSchema,
    response: z.null(),
    endsSession: true,
  }),
});
