import { BarChartOutlined, DeleteOutlined, EditOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Campaign } from '../../../../shared/campaigns/schemas';
import { CopyButton } from '../../../components/CopyButton';

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
      actions={[
        <Tooltip key="edit" title="Edit">
          <Link to={editTo} aria-label={`Edit ${c.campaignName}`}>
            <EditOutlined />
          </Link>
        </Tooltip>,
        <Tooltip key="qr" title="QR">
          <Button
            type="text"
            size="small"
            icon={<QrcodeOutlined />}
            aria-label={`QR of ${c.campaignName}`}
            onClick={onQr}
          />
        </Tooltip>,
        <CopyButton
          key="link"
          type="text"
          size="small"
          text={c.publicUrl}
          label={`Copy link of ${c.campaignName}`}
        />,
        <Tooltip key="delete" title="Delete">
          <Button
            type="text"
            size="small"
            danger
            loading={deleting}
            icon={<DeleteOutlined />}
            aria-label={`Delete ${c.campaignName}`}
            onClick={onDelete}
          />
        </Tooltip>,
      ]}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong ellipsis title={c.campaignName}>
          {c.campaignName}
        </Typography.Text>
        <Typography.Link href={c.publicUrl} target="_blank" rel="noreferrer" ellipsis>
          {c.publicUrl}
        </Typography.Link>
        <Flex gap={8} align="center" wrap>
          <Link to={visitorsTo}>
            <BarChartOutlined /> {c.visitorCount} {c.visitorCount === 1 ? 'visitor' : 'visitors'}
          </Link>
          {!c.canEdit && <Tag>Locked</Tag>}
        </Flex>
      </Flex>
    </Card>
  );
}
