import {
  BarChartOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FilePdfOutlined,
  QrcodeOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Card as DigitalCard } from '../../../../shared/cards/schemas';
import { CopyButton } from '../../../components/CopyButton';
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
  return (
    <Card
      size="small"
      actions={[
        <Tooltip key="copy" title="Copy">
          <Link to={copyTo} aria-label={`Copy ${c.cardName}`}>
            <CopyOutlined />
          </Link>
        </Tooltip>,
        <Tooltip key="edit" title="Edit">
          <Link to={editTo} aria-label={`Edit ${c.cardName}`}>
            <EditOutlined />
          </Link>
        </Tooltip>,
        <Tooltip key="qr" title="QR">
          <Button
            type="text"
            size="small"
            icon={<QrcodeOutlined />}
            aria-label={`QR of ${c.cardName}`}
            onClick={onQr}
          />
        </Tooltip>,
        <CopyButton
          key="link"
          type="text"
          size="small"
          text={c.htmlURL}
          label={`Copy link of ${c.cardName}`}
        />,
        <Tooltip key="pdf" title="PDF">
          <Button
            type="text"
            size="small"
            loading={pdfLoading}
            icon={<FilePdfOutlined />}
            aria-label={`PDF of ${c.cardName}`}
            onClick={onPdf}
          />
        </Tooltip>,
        <Tooltip key="delete" title="Delete">
          <Button
            type="text"
            size="small"
            danger
            loading={deleting}
            icon={<DeleteOutlined />}
            aria-label={`Delete ${c.cardName}`}
            onClick={onDelete}
          />
        </Tooltip>,
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
            <Link to={visitorsTo}>
              <BarChartOutlined /> {c.visitorCount} {c.visitorCount === 1 ? 'visitor' : 'visitors'}
            </Link>
            <Typography.Text type="secondary">Created {formatDate(c.createdDate)}</Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
