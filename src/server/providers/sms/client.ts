import type { SettingsValues } from '../../../shared/settings/registry';
import { callJson } from '../http';

/** A plain HTTP SMS gateway (Settings → SMS gateway): POST JSON { to, message, sender } with a bearer key. */
export interface SmsGateway {
  send(to: string, message: string): Promise<void>;
}

export interface SmsConfig {
  url: string;
  apiKey: string;
  senderId?: string;
}

export function smsGatewayClient(cfg: SmsConfig): SmsGateway {
  return {
    async send(to, message) {
      await callJson('SMS gateway', cfg.url, {
        headers: { Authorization: `Bearer ${cfg.apiKey}` },
        body: { to, message, sender: cfg.senderId },
      });
    },
  };
}

/** The gateway when its address and key are set, else null. */
export function smsConfigOf(s: SettingsValues<'sms'>): SmsConfig | null {
  return s.url && s.apiKey ? { url: s.url, apiKey: s.apiKey, senderId: s.senderId } : null;
}
