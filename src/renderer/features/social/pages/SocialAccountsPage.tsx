import { PageHeading } from '../../../lib/PageHeading';
import { ConnectedAccountsCard } from '../components/ConnectedAccountsCard';

/** /profile/social-accounts (spec 00 §2 profile tabs): the User's Connected Accounts card. */
export function SocialAccountsPage() {
  return (
    <>
      <PageHeading title="Social Accounts" subtitle="Connect the accounts your posts go to." />
      <ConnectedAccountsCard />
    </>
  );
}

/**
 * /profile/linkedin (spec 01 §2: the LinkedIn sign-in redirect lands here): the same card, which
 * finishes the sign-in from the address and cleans it.
 */
export function LinkedInConnectPage() {
  return (
    <>
      <PageHeading title="Social Accounts" subtitle="Finishing your LinkedIn connection." />
      <ConnectedAccountsCard />
    </>
  );
}
