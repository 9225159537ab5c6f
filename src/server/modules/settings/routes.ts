import type { FastifyInstance } from 'fastify';
import { settingsContract } from '../../../shared/settings/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { SettingsService } from './service';

export function settingsRoutes(app: FastifyInstance, deps: BindDeps, settings: SettingsService): void {
  bindContract(app, deps, settingsContract, {
    cards: () => settings.cards(),
    saveCard: async ({ params, body }) => ok(await settings.saveCard(params.id, body), 'Settings saved'),
    testCard: ({ params, body }) => settings.testCard(params.id, body),
  });
}
