import type { FastifyInstance } from 'fastify';
import { notificationsContract } from '../../../shared/notifications/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { NotificationsService } from './service';

export function notificationsRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  notifications: NotificationsService,
): void {
  bindContract(app, deps, notificationsContract, {
    settings: ({ user, query }) => notifications.settings(user, query.UserId),
    updateSettings: async ({ user, body }) =>
      ok(await notifications.update(user, body), 'Notification settings saved successfully'),
  });
}
