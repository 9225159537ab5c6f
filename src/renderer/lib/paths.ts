/**
 * Every route of the renderer is built here (spec 00 section 2 and spec 03 section 2.1), so that
 * nothing spells a path by hand and renaming a page breaks the callers at compile time.
 */

/** Route builders per area: /post/{page}, /bot/{page}, … */
const builder =
  <A extends string>(area: A) =>
  (page: string): `/${A}/${string}` =>
    `/${area}/${page.replace(/^\//, '')}`;

export const postPath = builder('post');
export const botPath = builder('bot');
export const webPath = builder('web');
export const cardPath = builder('card');
export const profilePath = builder('profile');
export const adminPath = builder('admin');
export const campaignPath = builder('campaign');
export const whatsappPath = builder('whatsapp');
export const authPath = builder('auth');

/** The fixed routes. */
export const PATHS = {
  home: '/home',
  paymentSuccess: '/payment_success',
  admin: '/admin',
  onboarding: '/onboarding',
  login: '/auth/login',
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

export const paymentPath = (type: string) => `/payment/${type}`;

/** Return Home (spec 00 section 2): the admin home for Admin, else `/`. */
export const returnHomePath = (role: string | undefined) => (role === 'Admin' ? PATHS.admin : '/');

/** Where a fresh session lands (spec 00 section 4). */
export const landingPath = (role: string) => (role === 'Admin' ? PATHS.admin : PATHS.home);
