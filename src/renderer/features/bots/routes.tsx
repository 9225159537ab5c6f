import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, bot } from '../../lib/paths';

const list = () => import('./pages/BotListPages');
const form = () => import('./pages/BotFormPages');
const flow = () => import('./pages/BotFlowPages');
const deploy = () => import('./pages/BotDeployPages');
const analytics = () => import('./pages/BotAnalyticsPages');

/** Mounted under /bot (module 3). */
export const botsModuleRoutes: RouteObject[] = [
  { path: bot.route('my-bots'), lazy: lazyComponent(list, 'MyBotsPage') },
  { path: bot.route('create-bot'), lazy: lazyComponent(form, 'CreateBotPage') },
  { path: bot.route('edit-bot/:botId'), lazy: lazyComponent(flow, 'EditBotFlowPage') },
  { path: bot.route('settings/:botId'), lazy: lazyComponent(form, 'BotSettingsPage') },
  { path: bot.route('analytics'), lazy: lazyComponent(analytics, 'BotAnalyticsPage') },
  { path: bot.route('analytics/:botId'), lazy: lazyComponent(analytics, 'BotAnalyticsDetailPage') },
  { path: bot.route('deploy'), lazy: lazyComponent(deploy, 'BotDeployPage') },
  { path: bot.route('deploy/:botId'), lazy: lazyComponent(deploy, 'BotDeployDetailPage') },
  { path: bot.route('embed-code/:botId'), lazy: lazyComponent(deploy, 'BotEmbedCodePage') },
];

/** Mounted under /admin. */
export const botsAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/bot'), lazy: lazyComponent(list, 'ManageBotsPage') },
  { path: admin.route('manage/bot/:botId'), lazy: lazyComponent(flow, 'ManageBotFlowPage') },
  { path: admin.route('manage/bot/settings/:botId'), lazy: lazyComponent(form, 'ManageBotSettingsPage') },
  {
    path: admin.route('manage/bot/analytics/:botId'),
    lazy: lazyComponent(analytics, 'ManageBotAnalyticsPage'),
  },
  { path: admin.route('manage/bot/deploy/:botId'), lazy: lazyComponent(deploy, 'ManageBotDeployPage') },
];
