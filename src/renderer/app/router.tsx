import { adminDashboardRoute } from '../features/dashboard/routes';
import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router-dom';
import { MODULES, type ModuleNumber } from '../../shared/account/modules';
import {
  accountProfileRoutes,
  authRoute,
  homeRoute,
  logoutRoute,
  onboardingIndexRoute,
  publicHelpRoute,
} from '../features/account/routes';
import { aiAdminRoutes } from '../features/ai/routes';
import { billingAdminRoutes, billingFixedRoutes, billingProfileRoutes } from '../features/billing/routes';
import { botsAdminRoutes, botsModuleRoutes } from '../features/bots/routes';
import { brandProfileRoutes } from '../features/brand/routes';
import { campaignsAdminRoutes, campaignsModuleRoutes } from '../features/campaigns/routes';
import { cardsAdminRoutes, cardsModuleRoutes } from '../features/cards/routes';
import { catalogAdminRoutes } from '../features/catalog/routes';
import { framesAdminRoutes, framesModuleRoutes, framesProfileRoutes } from '../features/frames/routes';
import { importsAdminRoutes } from '../features/imports/routes';
import { inboxAdminRoutes, inboxProfileRoutes } from '../features/inbox/routes';
import { logsAdminRoutes } from '../features/logs/routes';
import { notificationsProfileRoutes } from '../features/notifications/routes';
import { postsAdminRoutes, postsModuleRoutes } from '../features/posts/routes';
import { settingsAdminRoutes } from '../features/settings/routes';
import { socialProfileRoutes } from '../features/social/routes';
import { templatesAdminRoutes } from '../features/templates/routes';
import { usersAdminRoutes } from '../features/users/routes';
import { webTemplatesAdminRoutes } from '../features/web-templates/routes';
import { webAdminRoutes, webModuleRoutes } from '../features/web/routes';
import { whatsappAdminRoutes, whatsappModuleRoutes } from '../features/whatsapp/routes';
import { lazyComponent } from '../lib/lazyRoute';
import { registerNavigator } from '../lib/navigation';
import { sessionAtom } from '../lib/session';
import { getAppStore } from '../lib/store';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RequireAuth } from './guards/RequireAuth';
import { RequireRole } from './guards/RequireRole';
import { RoleHomeRedirect } from './guards/RoleHomeRedirect';
import { RootLayout } from './layouts/RootLayout';
import { FullPageSpinner } from './layouts/FullPageSpinner';

// Error pages and the module gate load on demand: their illustrations stay out of the login route.
const notFound = (standalone?: boolean) => async () => {
  const { NotFoundPage } = await import('./errors/NotFoundPage');
  return { element: <NotFoundPage standalone={standalone} /> };
};
const serverError = async () => {
  const { ServerErrorPage } = await import('./errors/ServerErrorPage');
  return { element: <ServerErrorPage standalone /> };
};

/** The index and wildcard of a section show the 404 page (spec 00 section 2), inside the shell. */
const notFoundChildren: RouteObject[] = [
  { index: true, lazy: notFound() },
  { path: '*', lazy: notFound() },
];

/** A module's routes behind its gate (spec 00 section 6: post 1, web 2, bot 3, card 4, campaign 5, WhatsApp 6). */
const moduleSection = (path: string, module: ModuleNumber, routes: RouteObject[]): RouteObject => ({
  path,
  lazy: async () => {
    const { ModuleGate } = await import('./guards/ModuleGate');
    return { element: <ModuleGate module={module} /> };
  },
  children: [...routes, ...notFoundChildren],
});

/**
 * The route tree (spec 00 section 2, spec 03 section 2.1). Public: the auth section, help, the
 * error pages, logout. Behind login: home, onboarding (User), payment, profile, the six modules and
 * the admin area (Admin). Anything else: 404.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary standalone />,
    HydrateFallback: FullPageSpinner,
    children: [
      authRoute,
      publicHelpRoute,
      logoutRoute,
      { path: 'error/404', lazy: notFound(true) },
      { path: 'error/500', lazy: serverError },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <RoleHomeRedirect /> },
          {
            lazy: async () => {
              // Fetch the role's layout alongside the shell rather than after it.
              const role = getAppStore().get(sessionAtom);
              if (role.status === 'signedIn') {
                void (role.role === 'Admin'
                  ? import('./layouts/AdminLayout')
                  : import('./layouts/UserLayout'));
              }
              const { ShellLayout } = await import('./layouts/ShellLayout');
              return { Component: ShellLayout };
            },
            children: [
              {
                // Errors inside a page keep the shell around the 500 page.
                errorElement: <RouteErrorBoundary />,
                children: [
                  homeRoute,
                  {
                    path: 'onboarding',
                    element: <RequireRole role="User" area="onboarding" />,
                    children: [onboardingIndexRoute],
                  },
                  ...billingFixedRoutes,
                  {
                    path: 'profile',
                    lazy: lazyComponent(() => import('./layouts/ProfileLayout'), 'ProfileLayout'),
                    children: [
                      ...accountProfileRoutes,
                      ...brandProfileRoutes,
                      ...socialProfileRoutes,
                      ...notificationsProfileRoutes,
                      ...framesProfileRoutes,
                      ...billingProfileRoutes,
                      // Spec 00 section 6: profile pages need login only, the inbox tabs included.
                      ...inboxProfileRoutes,
                      ...notFoundChildren,
                    ],
                  },
                  moduleSection('post', MODULES.post, [...postsModuleRoutes, ...framesModuleRoutes]),
                  moduleSection('web', MODULES.web, webModuleRoutes),
                  moduleSection('bot', MODULES.bot, botsModuleRoutes),
                  moduleSection('card', MODULES.card, cardsModuleRoutes),
                  moduleSection('campaign', MODULES.campaign, campaignsModuleRoutes),
                  moduleSection('whatsapp', MODULES.whatsapp, whatsappModuleRoutes),
                  {
                    path: 'admin',
                    element: <RequireRole role="Admin" area="the admin area" />,
                    children: [
                      adminDashboardRoute,
                      ...usersAdminRoutes,
                      ...importsAdminRoutes,
                      ...settingsAdminRoutes,
                      ...billingAdminRoutes,
                      ...catalogAdminRoutes,
                      ...templatesAdminRoutes,
                      ...webTemplatesAdminRoutes,
                      ...framesAdminRoutes,
                      ...aiAdminRoutes,
                      ...logsAdminRoutes,
                      ...inboxAdminRoutes,
                      ...postsAdminRoutes,
                      ...webAdminRoutes,
                      ...cardsAdminRoutes,
                      ...botsAdminRoutes,
                      ...campaignsAdminRoutes,
                      ...whatsappAdminRoutes,
                      { path: '*', lazy: notFound() },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound(true) },
    ],
  },
];

/**
 * Browser history over http(s) (browser mode, the desktop dev server or an app:// protocol); hash
 * history when the desktop app loads the renderer from a file:// URL, where paths are not routable.
 */
export function createAppRouter() {
  const router =
    window.location.protocol === 'file:' ? createHashRouter(appRoutes) : createBrowserRouter(appRoutes);
  registerNavigator((to) => void router.navigate(to));
  return router;
}
