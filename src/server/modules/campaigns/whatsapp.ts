import { SETTINGS_REGISTRY } from '../../../shared/settings/registry';
import type { AppContext } from '../../context';
import { whatsappClient, whatsappConfigOf } from '../../providers/whatsapp/client';
import { setUpHint } from '../settings/service';

/** The platform WhatsApp sender's fields that Send Whatsapp needs (Settings → Platform WhatsApp sender). */
const FIELDS = ['token', 'phoneNumberId', 'campaignTemplate'] as const;

export interface CampaignImageSender {
  /** Sends the campaign-image template: the composed image as its header, the campaign name in its body. */
  send(to: string, imageLink: string, campaignName: string): Promise<unknown>;
}

/**
 * Send Whatsapp (issue 15): a visitor who gave txt3 and consent gets the composed image as a
 * template message from the platform's WhatsApp sender. Without the sender or its campaign image
 * template the option is disabled, and the message names the setting to fill in.
 */
export async function campaignImageSender(
  ctx: AppContext,
): Promise<{ sender: CampaignImageSender | null; message: string | null }> {
  const settings = await ctx.settings.get('whatsapp');
  const wa = whatsappConfigOf(settings);
  const template = settings.campaignTemplate;
  if (!wa || !template) {
    const labels = new Map(SETTINGS_REGISTRY.whatsapp.fields.map((f) => [f.key as string, f.label]));
    const missing = FIELDS.filter((k) => !settings[k]).map((k) => labels.get(k)!);
    return { sender: null, message: setUpHint('Send Whatsapp', 'whatsapp', missing) };
  }
  const client = whatsappClient(wa);
  return {
    sender: {
      send: (to, imageLink, campaignName) =>
        client.sendTemplate(to, template, [
          { type: 'header', parameters: [{ type: 'image', image: { link: imageLink } }] },
          { type: 'body', parameters: [{ type: 'text', text: campaignName }] },
        ]),
    },
    message: null,
  };
}
