import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, bot } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /bot (module 3). */
export const botsModuleRoutes: RouteObject[] = [
  { path: bot.route('my-bots'), lazy: page('MyBotsPage') },
  { path: bot.route('create-bot'), lazy: page('CreateBotPage') },
  { path: bot.route('edit-bot/:botId'), lazy: page('EditBotFlowPage') },
  { path: bot.route('settings/:botId'), lazy: page('BotSettingsPage') },
  { path: bot.route('analytics'), lazy: page('BotAnalyticsPage') },
  { path: bot.route('analytics/:botId'), lazy: page('BotAnalyticsDetailPage') },
  { path: bot.route('deploy'), lazy: page('BotDeployPage') },
  { path: bot.route('deploy/:botId'), lazy: page('BotDeployDetailPage') },
  { path: bot.route('embed-code/:botId'), lazy: page('BotEmbedCodePage') },
];

/** Mounted under /admin. */
export const botsAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/bot'), lazy: page('ManageBotsPage') },
  { path: admin.route('manage/bot/:botId'), lazy: page('ManageBotFlowPage') },
  { path: admin.route('manage/bot/settings/:botId'), lazy: page('ManageBotSettingsPage') },
  { path: admin.route('manage/bot/analytics/:botId'), lazy: page('ManageBotAnalyticsPage') },
  { path: admin.route('manage/bot/deploy/:botId'), lazy: page('ManageBotDeployPage') },
];
