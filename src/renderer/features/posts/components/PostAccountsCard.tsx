import { Button, Card, Result, Skeleton } from 'antd';
import type { PostRules } from '../../../../shared/posts/rules';
import { errorText } from '../../../components/feedback/errorText';
import type { AccountView } from '../../social';
import { AccountPicker } from './AccountPicker';

/** The Accounts card of the post page: loading, a failure with Try again, or the picker. */
export function PostAccountsCard({
  query,
  accounts,
  rules,
  value,
  onChange,
  error,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  accounts: AccountView[];
  rules: PostRules;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  return (
    <Card title="Accounts">
      {query.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <Result
          status="error"
          title="Your accounts could not be loaded."
          subTitle={errorText(query.error)}
          extra={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : (
        <AccountPicker accounts={accounts} rules={rules} value={value} onChange={onChange} error={error} />
      )}
    </Card>
  );
}
