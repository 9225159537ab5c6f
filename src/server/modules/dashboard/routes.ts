import type { FastifyInstance } from 'fastify';
import { dashboardContract } from '../../../shared/dashboard/contract';
import { bindContract, type BindDeps } from '../../http/bind';
import type { DashboardService } from './service';

export function dashboardRoutes(app: FastifyInstance, deps: BindDeps, dashboard: DashboardService): void {
  bindContract(app, deps, dashboardContract, { dashboard: () => dashboard.dashboard() });
}
