import path from 'node:path';

/** Everything the server reads from its environment, read once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl?: string;
  publicBaseUrl: string;
  jwtSecret?: string;
  /** Folder of the built renderer served in browser mode. */
  staticDir?: string;
  logLevel: string;
  /** Rate limits apply unless switched off (tests that sign in many times). */
  rateLimit: boolean;
  /** Scheduled jobs run unless switched off (tests run them by hand). */
  jobs: boolean;
  otp: {
    whatsapp?: { apiBase: string; token: string; phoneNumberId: string; template: string; language: string };
    sms?: { url: string; apiKey: string; sender?: string };
  };
  /** Razorpay payment links and webhooks (issue 5); each part is absent until its settings are set. */
  razorpay: { apiBase: string; keyId?: string; keySecret?: string; webhookSecret?: string };
  /** WhatsApp templates of the billing reminders; sent through the WhatsApp settings above. */
  billingReminders: { renewalTemplate?: string; paymentTemplate?: string; language: string };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimit: env.RATE_LIMIT !== 'off',
    jobs: env.JOBS !== 'off',
    otp: {
      whatsapp:
        env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_OTP_TEMPLATE
          ? {
              apiBase: (env.WHATSAPP_API_BASE ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
              token: env.WHATSAPP_TOKEN,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              template: env.WHATSAPP_OTP_TEMPLATE,
              language: env.WHATSAPP_OTP_LANGUAGE ?? 'en',
            }
          : undefined,
      sms:
        env.SMS_GATEWAY_URL && env.SMS_GATEWAY_KEY
          ? { url: env.SMS_GATEWAY_URL, apiKey: env.SMS_GATEWAY_KEY, sender: env.SMS_SENDER_ID }
          : undefined,
    },
    razorpay: {
      apiBase: (env.RAZORPAY_API_BASE || 'https://api.razorpay.com').replace(/\/$/, ''),
      keyId: env.RAZORPAY_KEY_ID || undefined,
      keySecret: env.RAZORPAY_KEY_SECRET || undefined,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    },
    billingReminders: {
      renewalTemplate: env.WHATSAPP_RENEWAL_TEMPLATE || undefined,
      paymentTemplate: env.WHATSAPP_PAYMENT_TEMPLATE || undefined,
      language: env.WHATSAPP_REMINDER_LANGUAGE || 'en',
    },
  };
}
