import type { ColumnsType } from 'antd/es/table/interface';
import type { WhatsAppCampaign } from '../../../../shared/whatsapp/campaigns';
import { CampaignState } from './CampaignState';

const count = (title: string, key: keyof WhatsAppCampaign) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
});

/**
 * A campaign's template, message counts and state: the middle of the user's campaign list and of the
 * Admin's list of every user's campaigns, which count the same messages.
 */
export function campaignCountColumns<R extends WhatsAppCampaign>(): ColumnsType<R> {
  return [
    { title: 'Template', dataIndex: 'templateName', key: 'templateName' },
    count('Total', 'totalMessages'),
    count('Sent', 'sentMessages'),
    count('Delivered', 'deliveredMessages'),
    count('Read', 'readMessages'),
    count('Failed', 'failedMessages'),
    { title: 'State', key: 'state', render: (_: unknown, c) => <CampaignState campaign={c} /> },
  ];
}
