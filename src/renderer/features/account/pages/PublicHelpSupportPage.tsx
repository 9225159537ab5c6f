import { Typography } from 'antd';
import { HelpTopics } from '../components/HelpTopics';
import { PublicFrame } from '../components/PublicFrame';

/** Help & Support for visitors who are not signed in (spec 03 section 6: help needs no login). */
export function PublicHelpSupportPage() {
  return (
    <PublicFrame title="Help & Support">
      <Typography.Paragraph type="secondary">
        Answers to common questions about your account and apps.
      </Typography.Paragraph>
      <HelpTopics />
    </PublicFrame>
  );
}
