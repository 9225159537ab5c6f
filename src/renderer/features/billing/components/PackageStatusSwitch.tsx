import { Switch } from 'antd';
import type { SubscriptionPackage } from '../../../../shared/billing/contract';
import { toastSuccess } from '../../../components/feedback/toast';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { useTogglePackageStatus } from '../api';
import { BILLING_MESSAGES } from '../messages';

/** A package's active switch (PUT {id}/UpdateStatus): flips at once, flips back when refused. */
export function PackageStatusSwitch({ pkg }: { pkg: SubscriptionPackage }) {
  const toggle = useTogglePackageStatus();
  const onError = useApiErrorHandler();
  const change = async (isActive: boolean) => {
    try {
      const { message } = await toggle.mutateAsync({ params: { id: pkg.id }, body: { isActive } });
      toastSuccess(message ?? BILLING_MESSAGES.packageUpdated);
    } catch (err) {
      onError(err);
    }
  };
  return (
    <Switch
      size="small"
      checked={pkg.isActive}
      aria-label={`Active: ${pkg.name}`}
      disabled={toggle.isPending}
      onChange={(checked) => void change(checked)}
    />
  );
}
