import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import type { ContactMessage } from '../../../../shared/whatsapp/history';
import { historyEndpoints as h } from '../../../../shared/whatsapp/history-contract';
import { DataTable } from '../../../components/DataTable';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { PageHeading } from '../../../lib/PageHeading';
import { whatsappPath } from '../../../lib/paths';
import { endpointPrefix } from '../../../lib/queryKeys';
import { NumberConversationModal } from '../../bots';
import { useContact } from '../contacts/api';
import { MessageErrorButton } from '../components/MessageErrorModal';
import { HISTORY_DATE_FILTERS, HISTORY_FILTERS, HistoryFilters } from './HistoryFilters';
import { conversationColumn, messageStatusColumn, messageTimeColumns } from './messageColumns';
import { longTextCell } from '../../../components/DataTable/longTextCell';

/** Spec 03 §9: message history sorts Asc by default (by the day it was sent). */
const LIST = {
  SortColumn: 'sentDate',
  SortType: 'Asc',
  filters: HISTORY_FILTERS,
  dateFilters: HISTORY_DATE_FILTERS,
} as const;

const baseColumns: ColumnsType<ContactMessage> = [
  { title: 'Campaign', dataIndex: 'campaignName', key: 'campaignName', sorter: true },
  { title: 'Template', dataIndex: 'templateName', key: 'templateName', sorter: true },
  ...messageTimeColumns<ContactMessage>(),
  messageStatusColumn<ContactMessage>((r) => (
    <MessageErrorButton error={r.errorMessage} what={r.campaignName} />
  )),
  {
    title: 'Reply',
    dataIndex: 'reply',
    key: 'reply',
    render: longTextCell(240),
  },
];

/**
 * /whatsapp/contact-messages/{contactId} (spec 03 §2.7): the contact's name and number, the filter
 * menu, the messages of every campaign sent to them with pagination, Refresh and the error modal.
 * Filters and sort live in the URL (DD-MM-YYYY days).
 */
export function ContactMessagesPage() {
  const contactId = Number(useParams().contactId);
  const valid = Number.isInteger(contactId) && contactId > 0;
  const contact = useContact(valid ? contactId : null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: endpointPrefix(h.contactMessages) });
  const [talk, setTalk] = useState<string | null>(null);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(whatsappPath('contacts'))}>
      Contacts
    </Button>
  );
  const missing =
    !valid || (contact.error instanceof ApiError && contact.error.status === 404) ? (
      <Result status="404" title="Contact not found" subTitle="It may have been deleted." extra={back} />
    ) : null;
  if (missing) return <Card>{missing}</Card>;
  if (contact.isError) return <LoadFailedCard query={contact} fallback="The contact could not be loaded." />;

  const c = contact.data;
  const columns: ColumnsType<ContactMessage> = [
    ...baseColumns,
    conversationColumn<ContactMessage>(
      (r) => `View conversation of ${r.campaignName}`,
      (r) => setTalk(r.phoneNumber),
    ),
  ];
  return (
    <>
      <PageHeading
        title="Contact Messages"
        subtitle={
          c ? (
            <span>
              <Typography.Text strong>{c.name}</Typography.Text> · +{c.countryCode} {c.mobileNumber}
            </span>
          ) : (
            <Skeleton.Input active size="small" style={{ width: 220 }} />
          )
        }
        extra={
          <>
            {back}
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              Refresh
            </Button>
          </>
        }
      />
      <Card>
        <DataTable<typeof h.contactMessages.query, ContactMessage>
          endpoint={h.contactMessages}
          params={{ id: contactId }}
          rowKey="id"
          query={LIST}
          search={false}
          dateRange={false}
          exportable={false}
          renderFilters={(ctx) => <HistoryFilters {...ctx} />}
          columns={columns}
        />
      </Card>
      <NumberConversationModal phoneNumber={talk} name={c?.name} onClose={() => setTalk(null)} />
    </>
  );
}
