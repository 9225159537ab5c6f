import { Switch } from 'antd';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { toastSuccess } from '../../../components/feedback/toast';
import { useToggleCatalogStatus, type MasterKind } from '../api';

export interface StatusSwitchProps {
  row: { id: number; name: string; isActive: boolean };
  kind: MasterKind;
  /** Why the switch cannot be turned (font 1 stays active); shown as its tooltip. */
  lockedReason?: string;
}

/** The active switch of a catalog row (PUT {id}/UpdateStatus). */
export function StatusSwitch({ row, kind, lockedReason }: StatusSwitchProps) {
  const toggle = useToggleCatalogStatus(kind);
  const onError = useApiErrorHandler();
  const change = async (isActive: boolean) => {
    try {
      const { message } = await toggle.mutateAsync({ params: { id: row.id }, body: { isActive } });
      toastSuccess(message ?? 'Status updated');
    } catch (err) {
      onError(err);
    }
  };
  return (
    <Switch
      size="small"
      checked={row.isActive}
      aria-label={`Active: ${row.name}`}
      disabled={toggle.isPending || !!lockedReason}
      title={lockedReason}
      onChange={(checked) => void change(checked)}
    />
  );
}
