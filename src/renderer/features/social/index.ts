/**
 * The social area's public entry: the Connected Accounts card (onboarding step 4, the Update User
 * tab) and the accounts and icons the post screens use. Everything else in features/social is its own.
 */
export { ConnectedAccountsCard, type ConnectedAccountsCardProps } from './components/ConnectedAccountsCard';
export { PlatformIcon, PLATFORM_COLORS } from './components/PlatformIcon';
export { accountsOf, type AccountView } from './accountViews';
export { useSocialAccounts } from './api';
