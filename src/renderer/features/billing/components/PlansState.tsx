import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { UserPlan } from '../../../../shared/billing/contract';
import { errorText } from '../../../components/feedback/errorText';

export interface PlansStateProps {
  query: UseQueryResult<UserPlan[]>;
  empty: string;
  children: (plans: UserPlan[]) => ReactNode;
}

/** The loading, error and empty states of a plan list, and the list once it is there. */
export function PlansState({ query, empty, children }: PlansStateProps) {
  if (query.isError && !query.data)
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(query.error, 'The plans could not be loaded.')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  if (!query.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return <>{children(query.data)}</>;
}
