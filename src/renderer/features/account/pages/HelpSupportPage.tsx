import { PageHeading } from '../../../lib/PageHeading';
import { HelpTopics } from '../components/HelpTopics';

/** Help & Support under the profile (spec 03 section 2.1). */
export function HelpSupportPage() {
  return (
    <>
      <PageHeading
        title="Help & Support"
        subtitle="Answers to common questions about your account and apps."
      />
      <HelpTopics />
    </>
  );
}
