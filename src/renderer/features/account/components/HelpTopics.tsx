import { Collapse, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';

/** Answers to the questions customers ask most; links lead to where each thing is done. */
export function HelpTopics() {
  const items = [
    {
      key: 'start',
      label: 'How do I get started?',
      children: (
        <Typography.Paragraph style={{ margin: 0 }}>
          Complete your <Link to={PATHS.generalSettings}>company details</Link>, then choose a plan under{' '}
          <Link to={PATHS.mySubscriptions}>My Subscriptions</Link>. Each app included in your plan appears as
          a tile on your <Link to={PATHS.home}>Home</Link> screen.
        </Typography.Paragraph>
      ),
    },
    {
      key: 'apps',
      label: 'Why can’t I open an app?',
      children: (
        <Typography.Paragraph style={{ margin: 0 }}>
          An app opens only while a plan that includes it is active. If an app says it is not in your plan,
          choose a plan that includes it under <Link to={PATHS.mySubscriptions}>My Subscriptions</Link>.
        </Typography.Paragraph>
      ),
    },
    {
      key: 'limit',
      label: 'What does “Limit exceeded” mean?',
      children: (
        <Typography.Paragraph style={{ margin: 0 }}>
          Your plan allows a set number of items per app (posts, bots, cards, campaigns…). When they are used
          up, new ones cannot be created until your administrator extends or renews the plan.
        </Typography.Paragraph>
      ),
    },
    {
      key: 'password',
      label: 'How do I change my password?',
      children: (
        <Typography.Paragraph style={{ margin: 0 }}>
          Open the profile menu at the top right and choose{' '}
          <Link to={PATHS.changePassword}>Change Password</Link>. Other devices signed in to your account are
          signed out when the password changes. You can also sign in with a one-time code sent to your
          registered mobile number.
        </Typography.Paragraph>
      ),
    },
    {
      key: 'contact',
      label: 'How do I reach support?',
      children: (
        <Typography.Paragraph style={{ margin: 0 }}>
          Contact the administrator who set up your account. They can see your plans, payments and apps, and
          can verify your account or change your plan.
        </Typography.Paragraph>
      ),
    },
  ];
  return <Collapse items={items} defaultActiveKey={['start']} />;
}
