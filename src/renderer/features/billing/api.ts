import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { billingContract, type SubscriptionPackage, type UserPlan } from '../../../shared/billing/contract';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { endpointKey, endpointPrefix } from '../../lib/queryKeys';
import { useListStatusToggle } from '../../lib/useListStatusToggle';

/**
 * Subscriptions, packages, invoices, payments and their logs (spec 00, issue 5): every call goes
 * through the shared billing contract.
 */

// ——— Query keys: each starts with the billing area (DataTable keys its lists the same way) ———
const PACKAGES_KEY = endpointPrefix(billingContract.packages);
/** The whole package list in sequence (Manage Sequence), cached beside the package table's pages. */
export const PACKAGE_SEQUENCE_KEY = [...PACKAGES_KEY, 'all in sequence'] as const;
/** Every cached list of user plans, whoever they belong to. */
const USER_PLANS_PREFIX = endpointPrefix(billingContract.userPlans);
const userPlansKey = (userId?: number) => endpointKey(billingContract.userPlans, { query: { userId } });

// ——— Packages (admin) ———
/** Every package in its sequence, page by page (Manage Sequence orders the whole list). */
export async function fetchAllPackages(): Promise<SubscriptionPackage[]> {
  const all: SubscriptionPackage[] = [];
  for (let page = 1; ; page++) {
    const { data } = await api.call(billingContract.packages, {
      query: { PageNumber: page, pagesize: 100, SortColumn: 'sequence', SortType: 'Asc' },
    });
    all.push(...data.records);
    if (!data.records.length || all.length >= data.total_Record_Count) return all;
  }
}

export const useActivePackages = () => useEndpointQuery(billingContract.activePackages);

export const usePackage = (id: number, enabled = true) =>
  useEndpointQuery(billingContract.packageById, { params: { id } }, { enabled });

function useInvalidatePackages() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: PACKAGES_KEY });
    void client.invalidateQueries({ queryKey: endpointPrefix(billingContract.activePackages) });
    void client.invalidateQueries({ queryKey: endpointPrefix(billingContract.packageById) });
    void client.invalidateQueries({ queryKey: endpointPrefix(billingContract.subscriptionPlans) });
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

/** Admin: payments received that paid no plan, "Paid, needs attention" (issue 10). */
export const usePaymentsNeedingAttention = () => useEndpointQuery(billingContract.paymentsNeedingAttention);

// ——— User plans ———
/** A user's plans: a User's own (no userId), or those of the user an Admin names. */
export const useUserPlans = (userId?: number) =>
  useEndpointQuery(billingContract.userPlans, { query: { userId } });

/** After a plan changes: every plan list, the logs and the customer carousel (the renewal plan may move). */
export function useInvalidatePlans() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: USER_PLANS_PREFIX });
    void client.invalidateQueries({ queryKey: endpointPrefix(billingContract.paymentLogs) });
    void client.invalidateQueries({ queryKey: endpointPrefix(billingContract.planLogs) });
    void client.invalidateQueries({ queryKey: endpointPrefix(billingContract.subscriptionPlans) });
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
