import type { FastifyInstance } from 'fastify';
import { billingContract } from '../../../shared/billing/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import type { BillingService } from './service';

export function billingRoutes(app: FastifyInstance, deps: BindDeps, billing: BillingService): void {
  bindContract(app, deps, billingContract, {
    userPlanById: ({ user, params }) => billing.userPlanById(user, params.id),
  });
}
