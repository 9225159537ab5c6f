import type { FastifyInstance } from 'fastify';
import { importsContract } from '../../../shared/imports/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { ImportsService } from './service';

export function importsRoutes(app: FastifyInstance, deps: BindDeps, imports: ImportsService): void {
  bindContract(app, deps, importsContract, {
    importUsers: async ({ body, user }) => ok(await imports.importUsers(body, user), 'Users imported'),
  });
}
