import { WIDGET_SCRIPT_PATH } from '../../../shared/bots/public-routes';
import { adminPath, botPath } from '../../lib/paths';

/** A bot id from a route parameter, or null when it is not a positive whole number. */
export function botIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Whose screens a page is: a User's under /bot, an Admin's under /admin/manage/bot (§2, §6). */
export type BotArea = 'user' | 'admin';

/** Where each bot screen is for the area: the back links, Deploy and the list's actions differ (§2). */
export function botLinks(area: BotArea) {
  if (area === 'admin')
    return {
      list: adminPath('manage/bot'),
      flow: (botId: number) => adminPath('manage/bot/:botId', { botId }),
      settings: (botId: number) => adminPath('manage/bot/settings/:botId', { botId }),
      deploy: (botId: number) => adminPath('manage/bot/deploy/:botId', { botId }),
      analytics: (botId: number) => adminPath('manage/bot/analytics/:botId', { botId }),
    };
  return {
    list: botPath('my-bots'),
    flow: (botId: number) => botPath('edit-bot/:botId', { botId }),
    settings: (botId: number) => botPath('settings/:botId', { botId }),
    deploy: (botId: number) => botPath('deploy/:botId', { botId }),
    analytics: (botId: number) => botPath('analytics/:botId', { botId }),
  };
}
export type BotLinks = ReturnType<typeof botLinks>;

/** The snippet a website pastes before </body>: the widget script, keyed by the bot's random key. */
export function embedSnippetOf(origin: string, widgetKey: string): string {
  return `<script src="${origin}${WIDGET_SCRIPT_PATH}" data-bot-key="${widgetKey}" async></script>`;
}

/** The CSP a site with a strict policy adds so the widget can load and call the platform. */
export function cspToAllowOf(origin: string): string {
  return `script-src ${origin}; connect-src ${origin}; img-src ${origin}`;
}

/** Spec 02 §4: the conversation's times read DD/MM/YYYY hh:mm A. */
export const conversationTime = (displayDateTime: string) =>
  displayDateTime.replace(/^(\d{2})-(\d{2})-(\d{4})/, '$1/$2/$3');
