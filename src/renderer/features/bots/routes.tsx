import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /bot (module 3). */
export const botsModuleRoutes: RouteObject[] = [
  { path: 'my-bots', lazy: page('MyBotsPage') },
  { path: 'create-bot', lazy: page('CreateBotPage') },
  { path: 'edit-bot/:botId', lazy: page('EditBotFlowPage') },
  { path: 'settings/:botId', lazy: page('BotSettingsPage') },
  { path: 'analytics', lazy: page('BotAnalyticsPage') },
  { path: 'analytics/:botId', lazy: page('BotAnalyticsDetailPage') },
  { path: 'deploy', lazy: page('BotDeployPage') },
  { path: 'deploy/:botId', lazy: page('BotDeployDetailPage') },
  { path: 'embed-code/:botId', lazy: page('BotEmbedCodePage') },
];

/** Mounted under /admin. */
export const botsAdminRoutes: RouteObject[] = [
  { path: 'manage/bot', lazy: page('ManageBotsPage') },
  { path: 'manage/bot/:botId', lazy: page('ManageBotFlowPage') },
  { path: 'manage/bot/settings/:botId', lazy: page('ManageBotSettingsPage') },
  { path: 'manage/bot/analytics/:botId', lazy: page('ManageBotAnalyticsPage') },
  { path: 'manage/bot/deploy/:botId', lazy: page('ManageBotDeployPage') },
];
