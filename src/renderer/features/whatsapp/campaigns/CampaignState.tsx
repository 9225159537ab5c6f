import { Tag, Tooltip } from 'antd';
import type { WhatsAppCampaign } from '../../../../shared/whatsapp/campaigns';
import { formatDateTime } from '../../../components/format/dates';

const LOOK: Record<WhatsAppCampaign['state'], { color: string; label: string }> = {
  queued: { color: 'default', label: 'Queued' },
  sending: { color: 'processing', label: 'Sending' },
  waiting: { color: 'warning', label: 'Waiting' },
  done: { color: 'success', label: 'Done' },
};

/** A campaign's state; waiting (at the messaging limit) says when sending resumes. */
export function CampaignState({ campaign }: { campaign: Pick<WhatsAppCampaign, 'state' | 'resumesAt'> }) {
  const look = LOOK[campaign.state];
  const resumes =
    campaign.state === 'waiting' && campaign.resumesAt
      ? `Resumes ${formatDateTime(campaign.resumesAt)}`
      : null;
  const tag = <Tag color={look.color}>{resumes ? `${look.label} · ${resumes}` : look.label}</Tag>;
  return resumes ? (
    <Tooltip title="The number reached its 24-hour messaging limit; sending goes on by itself">{tag}</Tooltip>
  ) : (
    tag
  );
}
