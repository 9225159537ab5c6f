import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { auth, profile } from '../../lib/paths';
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
            { path: auth.route('login'), lazy: login },
            {
              path: auth.route('registration'),
              lazy: lazyComponent(() => import('./pages/RegistrationPage'), 'RegistrationPage'),
            },
            {
              path: auth.route('login-with-otp'),
              lazy: lazyComponent(() => import('./pages/LoginWithOtpPage'), 'LoginWithOtpPage'),
            },
            { path: auth.route('otp'), lazy: lazyComponent(() => import('./pages/OtpPage'), 'OtpPage') },
            {
              path: auth.route('setup'),
              lazy: lazyComponent(() => import('./pages/SetupPage'), 'SetupPage'),
            },
          ],
        },
        {
          path: auth.route('linkedin-mobile-callback'),
          lazy: lazyComponent(() => import('./pages/LinkedInCallbackPage'), 'LinkedInCallbackPage'),
        },
      ],
    },
    {
      path: auth.route('terms-and-conditions'),
      lazy: lazyComponent(() => import('./pages/TermsPage'), 'TermsPage'),
    },
    {
      path: auth.route('privacy-policy'),
      lazy: lazyComponent(() => import('./pages/PrivacyPage'), 'PrivacyPage'),
    },
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

/** Mounted under /profile. */
export const accountProfileRoutes: RouteObject[] = [
  {
    path: profile.route('set-password'),
    lazy: lazyComponent(() => import('./pages/SetPasswordPage'), 'SetPasswordPage'),
  },
  {
    path: profile.route('help-support'),
    lazy: lazyComponent(() => import('./pages/HelpSupportPage'), 'HelpSupportPage'),
  },
  {
    path: profile.route('change-password'),
    lazy: lazyComponent(() => import('./pages/ChangePasswordPage'), 'ChangePasswordPage'),
  },
];
