import type { PublicRoute } from '../http/public-client';

/**
 * The web widget's endpoints (issue 25), zod-free so `src/pages/widget` can carry them; `botsContract`
 * spreads each into its endpoint. `:botKey` is the bot's random widget key, never its id.
 */
export const BOT_WIDGET_ROUTES = {
  widgetStart: { method: 'POST', path: '/widget/:botKey/start' },
  widgetContinue: { method: 'POST', path: '/widget/:botKey/continue' },
  widgetPoll: { method: 'GET', path: '/widget/:botKey/poll' },
} as const satisfies Record<string, PublicRoute>;

/** The widget script every embed loads (built by vite.pages.config.ts beside the campaign page). */
export const WIDGET_SCRIPT_PATH = '/widget/v1.js';
/** The WhatsApp webhook (Meta calls it; bound outside the contract: it reads the raw body). */
export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';
