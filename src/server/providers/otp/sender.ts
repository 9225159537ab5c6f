import type { SettingsValues } from '../../../shared/settings/registry';
import { smsConfigOf, smsGatewayClient } from '../sms/client';
import { whatsappClient, whatsappConfigOf } from '../whatsapp/client';

/** Sends a sign-in code to a phone number given as digits with the country code (no +). */
export interface OtpSender {
  readonly name: string;
  send(phoneDigits: string, code: string): Promise<unknown>;
}

/**
 * WhatsApp's authentication template when the sender and its template are set, else the SMS
 * gateway, else none (the caller says the feature is not set up). Built from the settings of the
 * moment, so an Admin's change applies to the next code.
 */
export function otpSenderFromSettings(
  whatsapp: SettingsValues<'whatsapp'>,
  sms: SettingsValues<'sms'>,
): OtpSender | null {
  const wa = whatsappConfigOf(whatsapp);
  const template = whatsapp.otpTemplate;
  if (wa && template) {
    const client = whatsappClient(wa);
    return {
      name: 'whatsapp',
      // The code fills the body and the copy-code button.
      send: (phoneDigits, code) =>
        client.sendTemplate(phoneDigits, template, [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ]),
    };
  }
  const smsConfig = smsConfigOf(sms);
  if (smsConfig) {
    const gateway = smsGatewayClient(smsConfig);
    return {
      name: 'sms',
      send: (phoneDigits, code) =>
        gateway.send(`+${phoneDigits}`, `${code} is your sign-in code. It is valid for 5 minutes.`),
    };
  }
  return null;
}
