import type { SettingsValues } from '../../../shared/settings/registry';
import { razorpayClient } from './client';
import type { PaymentGateway } from './gateway';

/** The gateway when Settings → Payments has its keys, else null (the caller says what to fill in). */
export function razorpayFromSettings(settings: SettingsValues<'payments'>): PaymentGateway | null {
  const { keyId, keySecret, apiBase } = settings;
  return keyId && keySecret ? razorpayClient({ apiBase, keyId, keySecret }) : null;
}
