import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { Flex, Tag, theme, Typography } from 'antd';
import type { SubscriptionPackage } from '../../../../shared/billing/contract';
import { formatInr } from '../../../components/format/money';
import { sortableMotion } from '../../../components/sortableMotion';
import { PLAN_TYPE_LABELS } from './packageLabels';

/** One package in the Manage Sequence list; the handle is the drag source for mouse, touch and keys. */
export function SequenceRow({ pkg, position }: { pkg: SubscriptionPackage; position: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: pkg.id });
  const { token } = theme.useToken();
  return (
    <li
      ref={setNodeRef}
      style={{
        ...sortableMotion({ transform, transition }),
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        marginBottom: 8,
      }}
    >
      <Flex
        align="center"
        gap={12}
        style={{
          padding: '8px 12px',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: 8,
          background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
          boxShadow: isDragging ? '0 4px 12px rgba(0,0,0,0.15)' : undefined,
        }}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${pkg.name}, position ${position}`}
          style={{
            cursor: isDragging ? 'grabbing' : 'grab',
            border: 'none',
            background: 'transparent',
            padding: 4,
            color: 'inherit',
            touchAction: 'none',
          }}
        >
          <HolderOutlined aria-hidden />
        </button>
        <Typography.Text type="secondary" style={{ width: 24 }}>
          {position}.
        </Typography.Text>
        <Typography.Text strong style={{ flex: 1, minWidth: 0 }} ellipsis>
          {pkg.name}
        </Typography.Text>
        <Tag style={{ marginInlineEnd: 0 }}>{PLAN_TYPE_LABELS[pkg.planType]}</Tag>
        <Typography.Text type="secondary">{formatInr(pkg.price)}</Typography.Text>
        {!pkg.isActive && <Tag color="default">Inactive</Tag>}
      </Flex>
    </li>
  );
}
