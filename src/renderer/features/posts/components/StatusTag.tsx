import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  ExclamationCircleFilled,
  MinusCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { PostStatus, TargetStatus } from '../../../../shared/posts/schemas';

const VIEWS: Record<PostStatus | TargetStatus, { label: string; color: string; icon: ReactNode }> = {
  PENDING: { label: 'PENDING', color: 'warning', icon: <ClockCircleOutlined /> },
  PUBLISHING: { label: 'PUBLISHING', color: 'processing', icon: <SyncOutlined spin /> },
  SUCCESS: { label: 'SUCCESS', color: 'success', icon: <CheckCircleFilled /> },
  FAILED: { label: 'FAILED', color: 'error', icon: <CloseCircleFilled /> },
  PARTIAL: { label: 'PARTIAL', color: 'orange', icon: <ExclamationCircleFilled /> },
  CANCELLED: { label: 'CANCELLED', color: 'default', icon: <MinusCircleOutlined /> },
};

/** Spec 01 §4: a post's and each account's status as a badge (SUCCESS, FAILED and the others). */
export function StatusTag({ status }: { status: PostStatus | TargetStatus }) {
  const v = VIEWS[status];
  return (
    <Tag color={v.color} icon={v.icon} style={{ marginInlineEnd: 0 }}>
      {v.label}
    </Tag>
  );
}

/** The colour of a status for small marks (outcome icons, calendar entries). */
export const statusColor = (status: PostStatus | TargetStatus) =>
  ({
    PENDING: '#faad14',
    PUBLISHING: '#1677ff',
    SUCCESS: '#52c41a',
    FAILED: '#ff4d4f',
    PARTIAL: '#fa8c16',
    CANCELLED: '#8c8c8c',
  })[status];
