import { Switch } from 'antd';
import { useState } from 'react';
import type { UserPlan } from '../../../../shared/billing/contract';
import { toastError } from '../../../components/feedback/toast';
import { useReplacePlanInCache } from '../api';

export interface ReminderSwitchProps {
  label: string;
  checked: boolean;
  /** Sends the new value; resolves with the plan as the server now holds it. */
  save: (on: boolean) => Promise<UserPlan>;
}

/**
 * A reminder toggle (spec 00 section 4): it flips at once, and flips back with the server's message
 * when the change is refused.
 */
export function ReminderSwitch({ label, checked, save }: ReminderSwitchProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  const replace = useReplacePlanInCache();
  const change = async (on: boolean) => {
    setPending(on);
    try {
      replace(await save(on));
    } catch (err) {
      toastError(err);
    } finally {
      setPending(null);
    }
  };
  return (
    <Switch
      size="small"
      aria-label={label}
      checked={pending ?? checked}
      loading={pending !== null}
      onChange={(on) => void change(on)}
    />
  );
}
