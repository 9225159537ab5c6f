import { z } from 'zod';
import { endpoint } from '../http/endpoint';

export const PLAN_STATUS = { unpaid: 0, paid: 1, canceled: 2 } as const;

export const planAppSchema = z.object({
  app: z.number().int(),
  name: z.string(),
  assignedLimit: z.number().int(),
  usedCount: z.number().int(),
});

export const userPlanSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  subscriptionPlanId: z.number().int(),
  subscriptionPlanName: z.string(),
  subscriptionPlanType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.number().int(),
  isActive: z.boolean(),
  apps: z.array(planAppSchema),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The entitlement part of billing (issue 2); the billing issue adds packages, plan editing and payments. */
export const billingContract = {
  userPlanById: endpoint({
    method: 'GET',
    path: '/api/UserPlan/:id',
    access: 'signedIn',
    summary: 'One user plan with its app allocation (a User sees only their own; an Admin sees any)',
    params: idParams,
    response: userPlanSchema,
  }),
} as const;
