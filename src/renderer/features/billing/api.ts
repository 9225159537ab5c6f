import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { billingContract, type SubscriptionPackage, type UserPlan } from '../../../shared/billing/contract';
import type { ApiListQuery } from '../../components/DataTable/listQuery';
import { api } from '../../lib/api';
import { useListStatusToggle } from '../../lib/useListStatusToggle';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../lib/query';

/**
 * Subscriptions, packages, invoices, payments and their logs (spec 00, issue 5): every call goes
 * through the shared billing contract.
 */

// ——— Query keys (DataTable appends the list query) ———
export const PACKAGES_KEY = ['admin', 'packages'] as const;
export const PAYMENT_LOGS_KEY = ['admin', 'payment-logs'] as const;
export const PLAN_LOGS_KEY = ['admin', 'plan-logs'] as const;
/** The whole package list in sequence (Manage Sequence). */
export const PACKAGE_SEQUENCE_KEY = ['admin', 'package-sequence'] as const;
/** Every cached list of user plans, whoever they belong to. */
const USER_PLANS_PREFIX = ['GET', billingContract.userPlans.path] as const;
const userPlansKey = (userId?: number) => endpointKey(billingContract.userPlans, { query: { userId } });

type PackagesQuery = z.input<NonNullable<typeof billingContract.packages.query>>;
type LogsQuery = z.input<NonNullable<typeof billingContract.paymentLogs.query>>;

// ——— Packages (admin) ———
export const fetchPackages = async (query: ApiListQuery) =>
  (await api.call(billingContract.packages, { query: query as PackagesQuery })).data;

/** Every package in its sequence, page by page (Manage Sequence orders the whole list). */
export async function fetchAllPackages(): Promise<SubscriptionPackage[]> {
  const all: SubscriptionPackage[] = [];
  for (let page = 1; ; page++) {
    const { records, total_Record_Count } = await fetchPackages({
      PageNumber: page,
      pagesize: 100,
      SortColumn: 'sequence',
      SortType: 'Asc',
    });
    all.push(...records);
    if (!records.length || all.length >= total_Record_Count) return all;
  }
}

export const useActivePackages = () => useEndpointQuery(billingContract.activePackages);

export const usePackage = (id: number, enabled = true) =>
  useEndpointQuery(billingContract.packageById, { params: { id } }, { enabled });

function useInvalidatePackages() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: PACKAGES_KEY });
    void client.invalidateQueries({ queryKey: PACKAGE_SEQUENCE_KEY });
    void client.invalidateQueries({ queryKey: endpointKey(billingContract.activePackages) });
    void client.invalidateQueries({ queryKey: ['GET', billingContract.packageById.path] });
    void client.invalidateQueries({ queryKey: ['GET', billingContract.subscriptionPlans.path] });
  };
}

export function useSavePackage() {
  const invalidate = useInvalidatePackages();
  const create = useEndpointMutation(billingContract.createPackage, { onSuccess: invalidate });
  const update = useEndpointMutation(billingContract.updatePackage, { onSuccess: invalidate });
  return { create, update };
}

/** The active switch of a package row: flips at once in the table, flips back when refused. */
export function useTogglePackageStatus() {
  return useListStatusToggle(billingContract.packageStatus, PACKAGES_KEY, useInvalidatePackages());
}

export function useSavePackageSequence() {
  const invalidate = useInvalidatePackages();
  return useEndpointMutation(billingContract.packageSequence, { onSuccess: invalidate });
}

// ——— The customer's plans and payment ———
export const useSubscriptionPlans = (enabled = true) =>
  useEndpointQuery(billingContract.subscriptionPlans, undefined, { enabled });

export const usePaymentMethods = () =>
  useEndpointQuery(billingContract.paymentMethods, undefined, { staleTime: Infinity });

export const usePaymentOrder = () => useEndpointMutation(billingContract.paymentOrder);
export const usePayPlan = () => useEndpointMutation(billingContract.payPlan);

/** Polls a payment every `intervalMs` until it is paid or has ended (spec 00 section 4). */
export const usePaymentStatus = (logId: number, intervalMs: number) =>
  useEndpointQuery(
    billingContract.paymentStatus,
    { params: { logId } },
    {
      enabled: logId > 0,
      staleTime: 0,
      refetchInterval: (q) => (q.state.data && q.state.data.status !== 'created' ? false : intervalMs),
      refetchIntervalInBackground: true,
    },
  );

// ——— User plans ———
/** A user's plans: a User's own (no userId), or those of the user an Admin names. */
export const useUserPlans = (userId?: number) =>
  useEndpointQuery(billingContract.userPlans, { query: { userId } });

/** After a plan changes: every plan list, the logs and the customer carousel (the renewal plan may move). */
export function useInvalidatePlans() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: USER_PLANS_PREFIX });
    void client.invalidateQueries({ queryKey: PAYMENT_LOGS_KEY });
    void client.invalidateQueries({ queryKey: PLAN_LOGS_KEY });
    void client.invalidateQueries({ queryKey: ['GET', billingContract.subscriptionPlans.path] });
  }, [client]);
}

export function useSaveUserPlan() {
  const invalidate = useInvalidatePlans();
  const add = useEndpointMutation(billingContract.addUserPlan, { onSuccess: invalidate });
  const update = useEndpointMutation(billingContract.updateUserPlan, { onSuccess: invalidate });
  return { add, update };
}

export const useDeleteUserPlan = () => {
  const invalidate = useInvalidatePlans();
  return useEndpointMutation(billingContract.deleteUserPlan, { onSuccess: invalidate });
};

export const useCancelUserPlan = () => {
  const invalidate = useInvalidatePlans();
  return useEndpointMutation(billingContract.cancelUserPlan, { onSuccess: invalidate });
};

/** Puts the plan the server answered into the user's cached list (a reminder switch's outcome). */
export function useReplacePlanInCache() {
  const client = useQueryClient();
  return (plan: UserPlan) =>
    client.setQueryData<UserPlan[]>(userPlansKey(plan.userId), (list) =>
      list?.map((p) => (p.id === plan.id ? plan : p)),
    );
}

export const useRenewalReminder = () => useEndpointMutation(billingContract.renewalReminder);
export const usePaymentReminder = () => useEndpointMutation(billingContract.paymentReminder);
export const useSubPlanRenewalReminder = () => useEndpointMutation(billingContract.subPlanRenewalReminder);

// ——— Invoices ———
/** The INVOICE or ESTIMATE of a plan (an Admin names the user; a User sees their own). */
export const usePlanInvoice = (userPlanId: number, userId?: number, enabled = true) =>
  useEndpointQuery(
    billingContract.planInvoice,
    { params: { userPlanId }, query: { userId } },
    { enabled: enabled && userPlanId > 0, staleTime: 0 },
  );

/** The invoice detail of a payment or plan log row (the row is a user plan). */
export const useLogInvoice = (id: number, enabled = true) =>
  useEndpointQuery(
    billingContract.paymentLogInvoice,
    { params: { id } },
    { enabled: enabled && id > 0, staleTime: 0 },
  );

/** The server's PDF of the same document. */
export const downloadPlanInvoicePdf = (userPlanId: number, userId?: number) =>
  api.download(billingContract.planInvoicePdf, { params: { userPlanId }, query: { userId } });

// ——— Supplier settings (admin) ———
export const useSupplierSettings = () => useEndpointQuery(billingContract.supplierSettings);

export function useSaveSupplierSettings() {
  const client = useQueryClient();
  return useEndpointMutation(billingContract.updateSupplierSettings, {
    onSuccess: ({ data }) => client.setQueryData(endpointKey(billingContract.supplierSettings), data),
  });
}

// ——— Logs (admin) ———
export const fetchPaymentLogs = async (query: ApiListQuery) =>
  (await api.call(billingContract.paymentLogs, { query: query as LogsQuery })).data;
export const exportPaymentLogs = (query: ApiListQuery) =>
  api.download(billingContract.paymentLogs, { query: query as LogsQuery });

export const fetchPlanLogs = async (query: ApiListQuery) =>
  (await api.call(billingContract.planLogs, { query: query as LogsQuery })).data;
export const exportPlanLogs = (query: ApiListQuery) =>
  api.download(billingContract.planLogs, { query: query as LogsQuery });
