import { MessageOutlined, PlusOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { contactsEndpoints as c } from '../../../../shared/whatsapp/contacts-contract';
import { CONTACT_MESSAGES as M, type Contact } from '../../../../shared/whatsapp/contacts';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/DataTable/ExportButton';
import { acceptedQuery } from '../../../components/DataTable/listEndpoint';
import { useListQuery } from '../../../components/DataTable/useListQuery';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { FilterSelect } from '../../../components/FilterSelect';
import { PageHeading } from '../../../lib/PageHeading';
import { whatsappPath } from '../../../lib/paths';
import { dialogEditDeleteColumn } from '../components/dialogEditDeleteColumn';
import { useGroupChoices } from '../groups/api';
import { exportContacts, useDeleteContact, useOptInToggle } from './api';
import { ContactFormModal } from './ContactFormModal';
import { ImportContactsModal } from './ImportContactsModal';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

const LIST = {
  SortColumn: 'createdDate',
  SortType: 'Desc',
  filters: ['OptIn', 'GroupId'],
} as const;

const OPT_IN_OPTIONS = [
  { value: 'yes', label: 'Opted in' },
  { value: 'no', label: 'Opted out' },
] as const;

/** "919876543210" with country code 91 → "+91 98765 43210". */
const shownNumber = (r: Contact) => `+${r.countryCode} ${r.mobileNumber}`;

/** /whatsapp/contacts (spec 03 §2.3): the list with add, edit, opt-in, delete, import and export. */
export function ContactsPage() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const navigate = useNavigate();
  const toggle = useOptInToggle();
  const remove = useDeleteContact();
  const { apiQuery } = useListQuery(LIST);
  const groups = useGroupChoices();
  const groupOptions = useMemo(
    () => (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    [groups.data],
  );
  const exportQuery = useMemo(() => acceptedQuery(c.exportContacts.query, apiQuery), [apiQuery]);

  const switchOptIn = (row: Contact, optIn: boolean) =>
    toggle.mutate(
      { params: { id: row.id }, body: { optIn } },
      {
        onSuccess: (res) => toastSuccess(res.message),
        onError: (err) => toastError(err, M.optInFailed),
      },
    );

  return (
    <>
      <PageHeading
        title="Contacts"
        subtitle="The people your WhatsApp campaigns go to. Only opted-in contacts receive messages."
        extra={
          <>
            <Button icon={<TeamOutlined />} onClick={() => navigate(whatsappPath('groups'))}>
              Groups
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              Import
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              Add Contact
            </Button>
          </>
        }
      />
      <Card>
        <DataTable<typeof c.contacts.query, Contact>
          endpoint={c.contacts}
          rowKey="id"
          query={LIST}
          search={{ label: 'Search contacts', placeholder: 'Search name, number, e-mail or company' }}
          exportable={false}
          renderFilters={({ values, setFilters }) => (
            <>
              <FilterSelect
                label="Opt In"
                value={values.OptIn}
                onChange={(OptIn) => setFilters({ OptIn })}
                options={OPT_IN_OPTIONS}
                width={150}
              />
              <FilterSelect
                label="Group"
                value={values.GroupId}
                onChange={(GroupId) => setFilters({ GroupId })}
                options={groupOptions}
                loading={groups.isPending}
                width={200}
              />
            </>
          )}
          actions={
            <ExportButton exportFile={() => exportContacts(exportQuery)} failedMessage={M.downloadFailed} />
          }
          columns={[
            {
              title: 'Name',
              dataIndex: 'firstName',
              key: 'firstName',
              sorter: true,
              render: (_: unknown, r) => (
                <Flex vertical>
                  <Typography.Text strong>{r.name}</Typography.Text>
                  {r.companyName && <Typography.Text type="secondary">{r.companyName}</Typography.Text>}
                </Flex>
              ),
            },
            {
              title: 'Mobile Number',
              dataIndex: 'phoneNumber',
              key: 'phoneNumber',
              sorter: true,
              render: (_: unknown, r) => shownNumber(r),
            },
            {
              title: 'Email',
              dataIndex: 'email',
              key: 'email',
              sorter: true,
              render: (v: string | null) => v || '—',
            },
            {
              title: 'Opt In',
              dataIndex: 'optIn',
              key: 'optIn',
              render: (v: boolean, r) => (
                <Switch checked={v} aria-label={`Opt in ${r.name}`} onChange={(on) => switchOptIn(r, on)} />
              ),
            },
            sortedDateTimeColumn('Created', 'createdDate'),
            dialogEditDeleteColumn<Contact>({
              onEdit: setEditing,
              remove: (id) => remove.mutateAsync({ params: { id } }),
              confirm: (r) => ({
                title: 'Delete contact?',
                content: `${r.name} (${shownNumber(r)}) will be deleted and taken out of its groups.`,
              }),
              more: (r) => (
                <Link
                  to={whatsappPath('contact-messages/:contactId', { contactId: r.id })}
                  aria-label={`Messages of ${r.name}`}
                >
                  <MessageOutlined aria-hidden /> Messages
                </Link>
              ),
            }),
          ]}
        />
      </Card>
      <ContactFormModal target={editing} onClose={() => setEditing(null)} />
      <ImportContactsModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
