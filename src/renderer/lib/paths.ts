import { routeArea } from './routeArea';

/**
 * Every page of the renderer, declared once per route area (spec 00 section 2, spec 03 section
 * 2.1): features mount their pages with `<area>.route(page)` and links use `<area>Path(page, …)`,
 * so renaming a page breaks every caller at compile time and `adminPath` takes only declared pages.
 */

/** /admin/{page}: the back office (spec 00 section 2, admin pages). */
export const admin = routeArea('admin', [
  // Masters
  'users',
  'users/details/:id/:userName/*',
  'user-and-roles',
  'category',
  'category/add',
  'category/:id/edit',
  'subcategory',
  'subcategory/add',
  'subcategory/:id/edit',
  'tag',
  'tag/add',
  'tag/:id/edit',
  'template',
  'template/add',
  'template/:id/edit',
  'template/:id/layout',
  'template-field',
  'template-field/add',
  'template-field/:id/edit',
  'font',
  'font/add',
  'font/:id/edit',
  'colour',
  'colour/add',
  'colour/:id/edit',
  'language',
  'language/add',
  'language/:id/edit',
  'web-template',
  'add-template',
  'edit-template/:id',
  'frame',
  'create-frame',
  'create-frame/:id',
  'nfc-frame',
  'create-nfc-frame',
  'create-nfc-frame/:id',
  'packages',
  'packages/add',
  'packages/invoice-settings',
  'packages/:id',
  'manage/post',
  'manage/post/:id',
  'manage/website',
  'manage/web',
  'manage/web/:id',
  'manage/card',
  'manage/card/create',
  'manage/card/:cardId',
  'manage/card/analytics/:cardId',
  'manage/bot',
  'manage/bot/:botId',
  'manage/bot/settings/:botId',
  'manage/bot/analytics/:botId',
  'manage/bot/deploy/:botId',
  'manage/campaign',
  'manage/campaign/:campId',
  'manage/campaign/visitor/:campId',
  // Issue 26: every user's WhatsApp campaigns (with their detail) and numbers.
  'manage/whatsapp',
  'manage/whatsapp/details/:campId',
  'manage/whatsapp-numbers',
  // Log & Chats
  'known-chat',
  'unknown-chat',
  'renewal-reminder',
  'ai-logs',
  'payment-logs',
  'plan-logs',
  'cron-logs',
  // Imports
  'ImportUsers',
  // Integrations and invoice settings (issue 9 section 1)
  'settings',
  // Issue 26: the platform's WhatsApp number, connected like a user's, kept in the Settings card.
  'whatsapp-number',
]);

/** /profile/{page}: the profile and settings tabs (spec 00 section 2), plus the LinkedIn connect step. */
export const profile = routeArea('profile', [
  'set-password',
  'company-details',
  'social-accounts',
  'linkedin',
  'notifications',
  'business-details',
  'business-category',
  'frames',
  'subscriptions',
  'help-support',
  'change-password',
  'known-chat',
  'unknown-chat',
  'renewal-reminder',
]);

/** /post/{page} (module 1, with its frames). */
export const post = routeArea('post', [
  'home',
  'my-posts',
  'add-post-update',
  'add-post/:id',
  'post-detail/:id',
  'my-frames',
  'create-frame',
  'frame',
  'NFC-Card-Frame',
]);

/** /web/{page} (module 2). */
export const web = routeArea('web', [
  'analytics',
  'updates',
  'content',
  'publish',
  'publish/:id',
  'form-responses',
  'subscribers',
  'website-form/:id',
  'post-detail/:id',
]);

/** /bot/{page} (module 3). */
export const bot = routeArea('bot', [
  'my-bots',
  'create-bot',
  'edit-bot/:botId',
  'settings/:botId',
  'analytics',
  'analytics/:botId',
  'deploy',
  'deploy/:botId',
  'embed-code/:botId',
]);

/** /card/{page} (module 4). */
export const card = routeArea('card', [
  'my-cards',
  'create-card',
  'copy-card/:cardId',
  'edit-card/:cardId',
  'analytics/:cardId',
]);

/** /campaign/{page} (module 5). */
export const campaign = routeArea('campaign', [
  'my-campaigns',
  'create-campaign',
  'edit-campaign/:campId',
  'analytics/campaign-visitors/:campId',
]);

/** /whatsapp/{page} (module 6). */
export const whatsapp = routeArea('whatsapp', [
  'insights',
  'account',
  'message-template',
  'message-template/add',
  'connect',
  'connect/:id',
  'contacts',
  'groups',
  'messages',
  'messages/add',
  'messages/details/:campId',
  'contact-messages/:contactId',
]);

/** /auth/{page}: the public auth section (spec 03 section 2.1) and the first-run setup. */
export const auth = routeArea('auth', [
  'login',
  'registration',
  'login-with-otp',
  'otp',
  'setup',
  'linkedin-mobile-callback',
  'terms-and-conditions',
  'privacy-policy',
]);

/** /payment/{type}: paynow redirects to the gateway, processing waits for it (spec 00 sections 2 and 4). */
export const payment = routeArea('payment', [':type']);
export type PaymentType = 'paynow' | 'processing';

export type AdminPage = (typeof admin.pages)[number];
export type ProfilePage = (typeof profile.pages)[number];

export const adminPath = admin.path;
export const profilePath = profile.path;
export const postPath = post.path;
export const webPath = web.path;
export const botPath = bot.path;
export const cardPath = card.path;
export const campaignPath = campaign.path;
export const whatsappPath = whatsapp.path;
export const authPath = auth.path;
export const paymentPath = (type: PaymentType) => payment.path(':type', { type });

/** The fixed routes. */
export const PATHS = {
  home: '/home',
  paymentSuccess: '/payment_success',
  admin: admin.base,
  onboarding: '/onboarding',
  login: authPath('login'),
  logout: '/logout',
  registration: authPath('registration'),
  loginWithOtp: authPath('login-with-otp'),
  otp: authPath('otp'),
  termsAndConditions: authPath('terms-and-conditions'),
  privacyPolicy: authPath('privacy-policy'),
  linkedinMobileCallback: authPath('linkedin-mobile-callback'),
  /** First run: the server has no Admin yet. */
  setup: authPath('setup'),
  /** Help and support is public (spec 03 section 6) and also under profile. */
  helpSupport: '/help-support',
  notFound: '/error/404',
  serverError: '/error/500',
  // The profile menu's destinations (spec 00 section 2).
  generalSettings: profilePath('company-details'),
  mySubscriptions: profilePath('subscriptions'),
  profileHelpSupport: profilePath('help-support'),
  changePassword: profilePath('change-password'),
} as const;

/** Return Home (spec 00 section 2): the admin home for Admin, else `/`. */
export const returnHomePath = (role: string | undefined) => (role === 'Admin' ? PATHS.admin : '/');

/** Where a fresh session lands (spec 00 section 4). */
export const landingPath = (role: string) => (role === 'Admin' ? PATHS.admin : PATHS.home);
