import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Col, Result, Row, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { MESSAGES } from '../../../components/messages';
import { NavTabs } from '../../../components/NavTabs';
import { useMe } from '../../account';
import { adminPath } from '../../../lib/paths';
import { PageHeading } from '../../../lib/PageHeading';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { useUser } from '../api';
import { AssignCategoryCard } from '../components/AssignCategoryCard';
import { SubscriptionCardsSlot } from '../components/SubscriptionCardsSlot';
import { UserStatusCard } from '../components/UserStatusCard';
import { UserTabContent } from '../components/UserTabContent';
import { manageListPath, profileTabOf, showUserTabStrip, userDetailsPath, userTabsFor } from '../paths';

/**
 * Update User (spec 00 section 2): admin/users/details/{id}/{userName}/{tab}. The user-status card,
 * the tab strip and, beside the tab, the Add Subscription Plan, My Subscriptions and Assign Category
 * cards (all three hidden on the Frames tab).
 */
export function UpdateUserPage() {
  const params = useParams();
  const id = Number(params.id);
  const userName = params.userName ?? '';
  const tab = profileTabOf(params['*']?.split('/')[0]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(MEDIA.tabStripHidden);
  const me = useMe();
  const validId = Number.isInteger(id) && id > 0;
  const user = useUser(id, validId);

  if (user.isError && !(user.error instanceof ApiError && user.error.status === 404)) {
    return (
      <Result
        status="error"
        title={MESSAGES.somethingWentWrong}
        subTitle={errorText(user.error, 'This user could not be loaded.')}
        extra={
          <Button type="primary" onClick={() => void user.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!validId || user.isError) {
    return (
      <Result
        status="404"
        title="User not found"
        subTitle="This user does not exist or the address is incomplete."
        extra={
          <Button type="primary" onClick={() => navigate(adminPath('users'))}>
            Back to users
          </Button>
        }
      />
    );
  }

  const viewingOther = me.data ? me.data.id !== id : true;
  const tabs = userTabsFor(viewingOther);
  const activeLabel = tabs.find((t) => t.key === tab)?.label ?? '';
  const body = (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={tab === 'frames' ? 24 : 12} xxl={tab === 'frames' ? 24 : 14}>
        <UserTabContent tab={tab} userId={id} label={activeLabel} userName={userName} />
      </Col>
      {tab !== 'frames' && (
        <Col xs={24} xl={12} xxl={10}>
          <SubscriptionCardsSlot userId={id} />
          <AssignCategoryCard userId={id} />
        </Col>
      )}
    </Row>
  );

  return (
    <>
      <PageHeading
        title={`Update User ${userName}`}
        subtitle={
          user.data ? (
            <>
              {user.data.companyName && <>{user.data.companyName} · </>}
              <Typography.Text type="secondary" copyable={{ text: user.data.email }}>
                {user.data.email}
              </Typography.Text>
            </>
          ) : undefined
        }
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(adminPath('users'))}>
            Users
          </Button>
        }
      />
      <UserStatusCard userId={id} />
      {showUserTabStrip(pathname, narrow) && (
        <NavTabs
          label="User details"
          selectedKey={tab}
          tabs={tabs.map((t) => ({
            key: t.key,
            label: t.label,
            to: t.kind === 'manage' ? manageListPath(t.key, userName) : userDetailsPath(id, userName, t.key),
          }))}
        />
      )}
      {body}
    </>
  );
}
