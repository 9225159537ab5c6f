import { CrownOutlined, SolutionOutlined } from '@ant-design/icons';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../components/feedback/errorText';
import { appsFor } from '../../../lib/apps';
import { PageHeading } from '../../../lib/PageHeading';
import { PATHS } from '../../../lib/paths';
import { sessionAtom } from '../../../lib/session';
import { brandContract } from '../../../../shared/brand/contract';
import { useEndpointQuery } from '../../../lib/query';
import { companyNameOf, useMe } from '../api';
import { AppTile } from '../components/AppTile';
import { PoweredByAi } from '../components/PoweredByAi';

/** /home: one tile per app the user is entitled to, or the prompt to complete details (spec 00 section 1). */
export function HomePage() {
  const session = useAtomValue(sessionAtom);
  const me = useMe();
  const role = session.status === 'signedIn' ? session.role : undefined;

  if (me.isPending) {
    return (
      <>
        <PageHeading title="Home" extra={<PoweredByAi />} />
        <Row gutter={[20, 20]} role="status" aria-busy="true" aria-label="Loading your apps">
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} sm={12} lg={8}>
              <Card>
                <Skeleton avatar={{ shape: 'square', size: 52 }} active paragraph={{ rows: 2 }} />
              </Card>
            </Col>
          ))}
        </Row>
      </>
    );
  }
  if (me.isError) {
    return (
      <>
        <PageHeading title="Home" extra={<PoweredByAi />} />
        <Card>
          <Result
            status="error"
            title="Could not load your apps"
            subTitle={errorText(me.error)}
            extra={<Button onClick={() => void me.refetch()}>Try again</Button>}
          />
        </Card>
      </>
    );
  }

  const apps = appsFor(role, me.data.modules);
  const name = role === 'Admin' ? me.data.userName : companyNameOf(me.data);
  return (
    <>
      <PageHeading
        title="Home"
        subtitle={`Welcome, ${name}. Choose an app to get started.`}
        extra={<PoweredByAi />}
      />
      {apps.length === 0 ? (
        <NoAppsYet />
      ) : (
        <Row gutter={[20, 20]}>
          {apps.map((app) => (
            <Col key={app.key} xs={24} sm={12} lg={8}>
              <AppTile app={app} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

/**
 * A User with no active app: what is left to do. Once onboarding is finished only a plan is missing,
 * so Home no longer asks for the company details (issue 23).
 */
function NoAppsYet() {
  const navigate = useNavigate();
  const progress = useEndpointQuery(brandContract.onboarding);
  if (progress.isPending)
    return (
      <Card role="status" aria-busy="true" aria-label="Loading what is left to set up">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  const plans = (primary: boolean) => (
    <Button
      key="plans"
      type={primary ? 'primary' : 'default'}
      onClick={() => navigate(PATHS.mySubscriptions)}
    >
      View plans
    </Button>
  );
  if (progress.data?.finished)
    return (
      <Card>
        <Result
          icon={<CrownOutlined />}
          title="Choose a plan"
          subTitle="Your company details are complete. Choose a plan to unlock your apps."
          extra={[plans(true)]}
        />
      </Card>
    );
  return (
    <Card>
      <Result
        icon={<SolutionOutlined />}
        title="Complete your details"
        subTitle="No apps are active on your account yet. Complete your company details and choose a plan to unlock your apps."
        extra={[
          <Button key="details" type="primary" onClick={() => navigate(PATHS.onboarding)}>
            Complete details
          </Button>,
          plans(false),
        ]}
      />
    </Card>
  );
}
