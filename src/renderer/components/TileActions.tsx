import { BarChartOutlined, DeleteOutlined, EditOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton } from './CopyButton';

/** A tile's action that opens a page (Edit, Copy): an icon link named for the screen reader. */
export function TileLinkAction({
  title,
  label,
  to,
  icon,
}: {
  /** The tooltip ("Edit"). */
  title: string;
  /** The accessible name ("Edit Asha Rao"). */
  label: string;
  to: string;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <Link to={to} aria-label={label}>
        {icon}
      </Link>
    </Tooltip>
  );
}

/** A tile's action that does something in place (QR, PDF, Delete): a small icon button. */
export function TileButtonAction({
  title,
  label,
  icon,
  onClick,
  loading,
  danger,
}: {
  title: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  loading?: boolean;
  danger?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        danger={danger}
        loading={loading}
        icon={icon}
        aria-label={label}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** "3 visitors": the tile's link to its visitors page. */
export function TileVisitorsLink({ to, count }: { to: string; count: number }) {
  return (
    <Link to={to}>
      <BarChartOutlined /> {count} {count === 1 ? 'visitor' : 'visitors'}
    </Link>
  );
}

/**
 * The actions every tile has (§2): Edit, QR, Link (copies the public link) and Delete, keyed, for a
 * tile to place among its own (Copy, PDF).
 */
export function tileActions({
  name,
  editTo,
  onQr,
  link,
  onDelete,
  deleting,
}: {
  /** The tile's name, in each action's accessible name ("Edit Asha Rao"). */
  name: string;
  editTo: string;
  onQr: () => void;
  link: string;
  onDelete: () => void;
  deleting: boolean;
}) {
  return {
    edit: (
      <TileLinkAction key="edit" title="Edit" label={`Edit ${name}`} to={editTo} icon={<EditOutlined />} />
    ),
    qr: (
      <TileButtonAction
        key="qr"
        title="QR"
        label={`QR of ${name}`}
        icon={<QrcodeOutlined />}
        onClick={onQr}
      />
    ),
    link: <CopyButton key="link" type="text" size="small" text={link} label={`Copy link of ${name}`} />,
    remove: (
      <TileButtonAction
        key="delete"
        title="Delete"
        label={`Delete ${name}`}
        icon={<DeleteOutlined />}
        onClick={onDelete}
        loading={deleting}
        danger
      />
    ),
  };
}
