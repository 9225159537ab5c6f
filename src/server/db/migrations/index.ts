import type { Migration } from 'kysely';
import * as m20261122000100 from './20261122000100_accounts';
import * as m20261122000200 from './20261122000200_admin';
import * as m20261122000300 from './20261122000300_billing';
import * as m20261123001000 from './20261123001000_files_storage';
import * as m20261123002000 from './20261123002000_settings';
import * as m20261123003000 from './20261123003000_invoice_round_off';
import * as m20261123009000 from './20261123009000_hardening';
import * as m20261123009500 from './20261123009500_payment_log_indexes';
import * as m20261124000100 from './20261124000100_brand';
import * as m20261124000200 from './20261124000200_masters';
import * as m20261124000300 from './20261124000300_web_templates';
import * as m20261124000400 from './20261124000400_templates';
import * as m20261124000500 from './20261124000500_frames';
import * as m20261124000600 from './20261124000600_campaigns';
import * as m20261124000700 from './20261124000700_cards';
import * as m20261124000800 from './20261124000800_card_leads';
import * as m20261125000100 from './20261125000100_social_posts';
import * as m20261126000100 from './20261126000100_card_page_version';
import * as m20261126000200 from './20261126000200_campaign_font_ids';
import * as m20261127000300 from './20261127000300_posts_once';
import * as m20261127000500 from './20261127000500_upload_reservations';
import * as m20261127000700 from './20261127000700_session_change_feed';
import * as m20261127000800 from './20261127000800_file_uses';
import * as m20261127000900 from './20261127000900_posts_app_and_plan';
import * as m20261127001100 from './20261127001100_whatsapp_send_limits';
import * as m20261128000100 from './20261128000100_nfc_image_fit';
import * as m20261128000500 from './20261128000500_web_template_packages';
import * as m20261129000100 from './20261129000100_websites';
import * as m20261129000200 from './20261129000200_website_forms_analytics';
import * as m20261129000300 from './20261129000300_post_web_targets';
import * as m20261130000100 from './20261130000100_bots';
import * as m20261130000200 from './20261130000200_bot_sessions';
import * as m20261130000300 from './20261130000300_bot_whatsapp';
import * as m20261201000100 from './20261201000100_whatsapp_accounts';
import * as m20261201000200 from './20261201000200_whatsapp_contacts';
import * as m20261201000300 from './20261201000300_whatsapp_templates';
import * as m20261201000400 from './20261201000400_whatsapp_campaigns';
import * as m20261201000700 from './20261201000700_whatsapp_inbound';
import * as m20261201000900 from './20261201000900_whatsapp_header_media';
import * as m20261202000100 from './20261202000100_inbox';
import * as m20261202000200 from './20261202000200_renewal_reminders';
import * as m20261203000200 from './20261203000200_billing_indexes';

/**
 * Every migration, by its timestamped name. Listed explicitly (not read from disk) so that the
 * server bundle inside the desktop app carries them too. Add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '20261122000100_accounts': m20261122000100,
  '20261122000200_admin': m20261122000200,
  '20261122000300_billing': m20261122000300,
  '20261123001000_files_storage': m20261123001000,
  '20261123002000_settings': m20261123002000,
  '20261123003000_invoice_round_off': m20261123003000,
  '20261123009000_hardening': m20261123009000,
  '20261123009500_payment_log_indexes': m20261123009500,
  '20261124000100_brand': m20261124000100,
  '20261124000200_masters': m20261124000200,
  '20261124000300_web_templates': m20261124000300,
  '20261124000400_templates': m20261124000400,
  '20261124000500_frames': m20261124000500,
  '20261124000600_campaigns': m20261124000600,
  '20261124000700_cards': m20261124000700,
  '20261124000800_card_leads': m20261124000800,
  '20261125000100_social_posts': m20261125000100,
  '20261126000100_card_page_version': m20261126000100,
  '20261126000200_campaign_font_ids': m20261126000200,
  '20261127000300_posts_once': m20261127000300,
  '20261127000500_upload_reservations': m20261127000500,
  '20261127000700_session_change_feed': m20261127000700,
  '20261127000800_file_uses': m20261127000800,
  '20261127000900_posts_app_and_plan': m20261127000900,
  '20261127001100_whatsapp_send_limits': m20261127001100,
  '20261128000100_nfc_image_fit': m20261128000100,
  '20261128000500_web_template_packages': m20261128000500,
  '20261129000100_websites': m20261129000100,
  '20261129000200_website_forms_analytics': m20261129000200,
  '20261129000300_post_web_targets': m20261129000300,
  '20261130000100_bots': m20261130000100,
  '20261130000200_bot_sessions': m20261130000200,
  '20261130000300_bot_whatsapp': m20261130000300,
  '20261201000100_whatsapp_accounts': m20261201000100,
  '20261201000200_whatsapp_contacts': m20261201000200,
  '20261201000300_whatsapp_templates': m20261201000300,
  '20261201000400_whatsapp_campaigns': m20261201000400,
  '20261201000700_whatsapp_inbound': m20261201000700,
  '20261201000900_whatsapp_header_media': m20261201000900,
  '20261202000100_inbox': m20261202000100,
  '20261202000200_renewal_reminders': m20261202000200,
  '20261203000200_billing_indexes': m20261203000200,
};
