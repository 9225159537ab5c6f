import { CopyOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Typography } from 'antd';
import type { Card as DigitalCard } from '../../../../shared/cards/schemas';
import {
  TileButtonAction,
  tileActions,
  TileLinkAction,
  TileVisitorsLink,
} from '../../../components/TileActions';
import { formatDate } from '../../../components/format/dates';

export interface CardTileProps {
  card: DigitalCard;
  editTo: string;
  copyTo: string;
  visitorsTo: string;
  onQr: () => void;
  onPdf: () => void;
  onDelete: () => void;
  pdfLoading: boolean;
  deleting: boolean;
}

/**
 * One card of My Cards (§2): logo, card name, person, company, phone, hosted link, visitors and
 * created date, with Copy, Edit,
 * QR, Link, PDF and Delete.
 */
export function CardTile({
  card: c,
  editTo,
  copyTo,
  visitorsTo,
  onQr,
  onPdf,
  onDelete,
  pdfLoading,
  deleting,
}: CardTileProps) {
  const person = `${c.firstName} ${c.lastName}`.trim();
  const actions = tileActions({ name: c.cardName, editTo, onQr, link: c.htmlURL, onDelete, deleting });
  return (
    <Card
      size="small"
      actions={[
        <TileLinkAction
          key="copy"
          title="Copy"
          label={`Copy ${c.cardName}`}
          to={copyTo}
          icon={<CopyOutlined />}
        />,
        actions.edit,
        actions.qr,
        actions.link,
        <TileButtonAction
          key="pdf"
          title="PDF"
          label={`PDF of ${c.cardName}`}
          icon={<FilePdfOutlined />}
          onClick={onPdf}
          loading={pdfLoading}
        />,
        actions.remove,
      ]}
    >
      <Flex gap={12} align="center">
        <Avatar
          size={56}
          shape="circle"
          src={c.logoURL || undefined}
          alt={c.logoURL ? `${c.cardName} logo` : undefined}
          style={{ flex: 'none', backgroundColor: c.colorCode || undefined }}
        >
          {(c.firstName[0] ?? c.cardName[0] ?? '?').toUpperCase()}
        </Avatar>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis title={c.cardName}>
            {c.cardName}
          </Typography.Text>
          {person && (
            <Typography.Text type="secondary" ellipsis>
              {person}
              {c.designation ? ` · ${c.designation}` : ''}
            </Typography.Text>
          )}
          {(c.companyName || c.phoneNumber) && (
            <Typography.Text type="secondary" ellipsis>
              {[c.companyName, c.phoneNumber].filter(Boolean).join(' · ')}
            </Typography.Text>
          )}
          <Typography.Link href={c.htmlURL} target="_blank" rel="noreferrer" ellipsis>
            {c.htmlURL}
          </Typography.Link>
          <Flex gap={8} wrap>
            <TileVisitorsLink to={visitorsTo} count={c.visitorCount} />
            <Typography.Text type="secondary">Created {formatDate(c.createdDate)}</Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
