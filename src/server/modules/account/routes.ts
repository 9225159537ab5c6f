import { accountContract } from '../../../shared/account/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { FastifyInstance } from 'fastify';
import type { AccountService } from './service';

export function accountRoutes(app: FastifyInstance, deps: BindDeps, account: AccountService): void {
  bindContract(app, deps, accountContract, {
    setupStatus: () => account.setupStatus(),
    setup: async ({ body }) => ok(await account.setup(body), 'Administrator account created', 201),
    register: async ({ body, req }) =>
      ok(await account.register(body, req.ip), 'Registration successful', 201),
    login: ({ body }) => account.login(body),
    loginWithOtp: async ({ body }) =>
      ok(await account.loginWithOtp(body), 'A 6-digit code has been sent to your mobile number'),
    verifyOtp: ({ body }) => account.verifyOtp(body),
    logout: ({ user }) => account.logout(user),
    me: ({ user }) => account.me(user),
    countries: () => account.countries(),
    verifyPassword: ({ user, body }) => account.verifyPassword(user, body.password),
    setPassword: async ({ user, body }) =>
      ok(await account.setPassword(user, body.password), 'Password set successfully'),
    changePassword: async ({ user, body }) =>
      ok(
        await account.changePassword(user, body.currentPassword, body.newPassword),
        'Password changed successfully',
      ),
    deleteAccount: async ({ user, body }) =>
      ok(await account.deleteAccount(user, body.password), 'Your account has been deleted'),
  });
}
