import { MessageOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { MessageStatus } from '../../../../shared/whatsapp/campaigns';
import { formatDateTime } from '../../../components/format/dates';
import { MessageStatusTag } from './MessageStatusTag';

/*
 * The columns a campaign's messages (CampaignDetailPage) and a contact's messages
 * (ContactMessagesPage) share: both list the same sent messages, seen from either side.
 */

const when = (v: string | null) => (v ? formatDateTime(v) : '—');

/**
 * The Status column (spec 03 §4), sorted by the server: the status and, for a failed message, what
 * `failed` gives (the button that shows its error).
 */
export function messageStatusColumn<R extends { status: MessageStatus }>(
  failed: (row: R) => ReactNode,
): ColumnType<R> {
  return {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    render: (_: unknown, r: R) => (
      <Flex gap={4} align="center">
        <MessageStatusTag status={r.status} />
        {r.status === 'failed' && failed(r)}
      </Flex>
    ),
  };
}

/** When the message was sent, delivered and read, each sorted by the server; a dash until then. */
export function messageTimeColumns<
  R extends { sentDate: string | null; deliveredDate: string | null; readDate: string | null },
>(): ColumnsType<R> {
  return [
    { title: 'Sent', dataIndex: 'sentDate', key: 'sentDate', sorter: true, render: when },
    { title: 'Delivered', dataIndex: 'deliveredDate', key: 'deliveredDate', sorter: true, render: when },
    { title: 'Read', dataIndex: 'readDate', key: 'readDate', sorter: true, render: when },
  ];
}

/** View Conversation: opens the chat with the message's number; `label` names the row for assistive technology. */
export function conversationColumn<R>(label: (row: R) => string, open: (row: R) => void): ColumnType<R> {
  return {
    title: 'Conversation',
    key: 'conversation',
    render: (_: unknown, r: R) => (
      <Button size="small" icon={<MessageOutlined />} aria-label={label(r)} onClick={() => open(r)}>
        View Conversation
      </Button>
    ),
  };
}
