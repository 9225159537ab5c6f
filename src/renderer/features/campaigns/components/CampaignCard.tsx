import { Card, Flex, Tag, Typography } from 'antd';
import type { Campaign } from '../../../../shared/campaigns/schemas';
import { tileActions, TileVisitorsLink } from '../../../components/TileActions';

export interface CampaignCardProps {
  campaign: Campaign;
  editTo: string;
  visitorsTo: string;
  onQr: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One campaign of My Campaigns (§2): image, name, link and visitors, with Edit, QR, Link and Delete. */
export function CampaignCard({
  campaign: c,
  editTo,
  visitorsTo,
  onQr,
  onDelete,
  deleting,
}: CampaignCardProps) {
  const actions = tileActions({ name: c.campaignName, editTo, onQr, link: c.publicUrl, onDelete, deleting });
  return (
    <Card
      size="small"
      cover={
        <img
          src={c.campaignImagePath}
          alt={`${c.campaignName} image`}
          style={{ height: 180, objectFit: 'cover' }}
          loading="lazy"
        />
      }
      actions={[actions.edit, actions.qr, actions.link, actions.remove]}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong ellipsis title={c.campaignName}>
          {c.campaignName}
        </Typography.Text>
        <Typography.Link href={c.publicUrl} target="_blank" rel="noreferrer" ellipsis>
          {c.publicUrl}
        </Typography.Link>
        <Flex gap={8} align="center" wrap>
          <TileVisitorsLink to={visitorsTo} count={c.visitorCount} />
          {!c.canEdit && <Tag>Locked</Tag>}
        </Flex>
      </Flex>
    </Card>
  );
}
