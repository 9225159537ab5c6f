import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useAtomValue } from 'jotai';
import { Outlet, useNavigate } from 'react-router-dom';
import type { ModuleNumber } from '../../../shared/account/modules';
import { errorText } from '../../components/feedback/errorText';
import { useMe } from '../../features/account';
import { appByModule } from '../../lib/apps';
import { PATHS } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { ReturnHomeButton } from '../errors/ReturnHomeButton';

/**
 * Module gate (spec 00 section 6): on the User role each app needs its module number in the
 * user's plan (Account/Me `modules`). The spec leaves the refusal open; a User without the module
 * is told the app is not in their plan and shown the way to the plans.
 */
export function ModuleGate({ module }: { module: ModuleNumber }) {
  const session = useAtomValue(sessionAtom);
  const me = useMe();
  if (session.status === 'signedIn' && session.role === 'Admin') return <Outlet />;
  if (me.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (me.isError) {
    return (
      <Card>
        <Result
          status="error"
          title="Could not check your plan"
          subTitle={errorText(me.error)}
          extra={<Button onClick={() => void me.refetch()}>Try again</Button>}
        />
      </Card>
    );
  }
  if (me.data.modules.includes(module)) return <Outlet />;
  return <NotInPlan module={module} />;
}

function NotInPlan({ module }: { module: ModuleNumber }) {
  const navigate = useNavigate();
  const name = appByModule(module)?.name ?? 'This app';
  usePageTitle(`${name} is not in your plan`);
  return (
    <Card>
      <Result
        icon={<LockOutlined />}
        title={`${name} is not in your plan`}
        subTitle={`Your current plan does not include the ${name} app. Choose a plan that includes ${name} to start using it.`}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => navigate(PATHS.mySubscriptions)}>
              View plans
            </Button>
            <ReturnHomeButton primary={false} />
          </Space>
        }
      />
    </Card>
  );
}
