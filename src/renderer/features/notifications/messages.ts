/** The notification screens' texts. The spec gives no success message; this is the brief's. */
export const NOTIFICATION_MESSAGES = {
  saved: 'Notification settings saved',
} as const;
