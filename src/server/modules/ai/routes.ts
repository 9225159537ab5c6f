import type { FastifyInstance } from 'fastify';
import { aiContract } from '../../../shared/ai/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import type { AiService } from './service';

export function aiRoutes(app: FastifyInstance, deps: BindDeps, ai: AiService): void {
  bindContract(app, deps, aiContract, {
    status: ({ user }) => ai.status(user),
    keywords: ({ body, user }) => ai.keywords(user, body),
    description: ({ body, user }) => ai.description(user, body),
  });
}
