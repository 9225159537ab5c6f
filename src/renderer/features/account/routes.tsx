import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { GuestOnly } from './components/GuestOnly';

const login = lazyComponent(() => import('./pages/LoginPage'), 'LoginPage');

/**
 * The public auth section (spec 03 section 2.1): login (also the default), registration,
 * login-with-otp, otp, terms-and-conditions, privacy-policy, linkedin-mobile-callback; plus the
 * first-run setup screen.
 */
export const authRoute: RouteObject = {
  path: 'auth',
  children: [
    {
      lazy: lazyComponent(() => import('./components/AuthLayout'), 'AuthLayout'),
      children: [
        {
          element: <GuestOnly />,
          children: [
            { index: true, lazy: login },
            { path: 'login', lazy: login },
            {
              path: 'registration',
              lazy: lazyComponent(() => import('./pages/RegistrationPage'), 'RegistrationPage'),
            },
            {
              path: 'login-with-otp',
              lazy: lazyComponent(() => import('./pages/LoginWithOtpPage'), 'LoginWithOtpPage'),
            },
            { path: 'otp', lazy: lazyComponent(() => import('./pages/OtpPage'), 'OtpPage') },
            { path: 'setup', lazy: lazyComponent(() => import('./pages/SetupPage'), 'SetupPage') },
          ],
        },
        {
          path: 'linkedin-mobile-callback',
          lazy: lazyComponent(() => import('./pages/LinkedInCallbackPage'), 'LinkedInCallbackPage'),
        },
      ],
    },
    { path: 'terms-and-conditions', lazy: lazyComponent(() => import('./pages/TermsPage'), 'TermsPage') },
    { path: 'privacy-policy', lazy: lazyComponent(() => import('./pages/PrivacyPage'), 'PrivacyPage') },
  ],
};

/** Help and support needs no login (spec 03 section 6). */
export const publicHelpRoute: RouteObject = {
  path: 'help-support',
  lazy: lazyComponent(() => import('./pages/PublicHelpSupportPage'), 'PublicHelpSupportPage'),
};

export const logoutRoute: RouteObject = {
  path: 'logout',
  lazy: lazyComponent(() => import('./pages/LogoutPage'), 'LogoutPage'),
};

/** /home, inside the signed-in shell. */
export const homeRoute: RouteObject = {
  path: 'home',
  lazy: lazyComponent(() => import('./pages/HomePage'), 'HomePage'),
};

/** The page of /onboarding (the app puts the User guard around it). */
export const onboardingIndexRoute: RouteObject = {
  index: true,
  lazy: lazyComponent(() => import('./pages/OnboardingPage'), 'OnboardingPage'),
};

/** The page of /admin (the app puts the Admin guard around it). */
export const adminHomeIndexRoute: RouteObject = {
  index: true,
  lazy: lazyComponent(() => import('./pages/AdminHomePage'), 'AdminHomePage'),
};

/** Mounted under /profile. */
export const accountProfileRoutes: RouteObject[] = [
  { path: 'set-password', lazy: lazyComponent(() => import('./pages/SetPasswordPage'), 'SetPasswordPage') },
  { path: 'help-support', lazy: lazyComponent(() => import('./pages/HelpSupportPage'), 'HelpSupportPage') },
  {
    path: 'change-password',
    lazy: lazyComponent(() => import('./pages/ChangePasswordPage'), 'ChangePasswordPage'),
  },
];
