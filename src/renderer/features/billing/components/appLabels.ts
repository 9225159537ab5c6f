import { MODULE_NAMES, APP_NUMBER, type AppKey } from '../../../../shared/account/modules';

/** The apps' names by allowance column: Post, Web, Bot, Card, Campaign, WhatsApp. */
export const APP_LABELS = Object.fromEntries(
  Object.entries(APP_NUMBER).map(([key, n]) => [key, MODULE_NAMES[n as keyof typeof MODULE_NAMES]]),
) as Record<AppKey, string>;
