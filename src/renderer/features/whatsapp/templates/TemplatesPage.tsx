import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEMPLATE_CATEGORIES, TEMPLATE_STATUSES } from '../../../../shared/whatsapp/templates';
import {
  templatesEndpoints as t,
  type WhatsAppTemplate,
} from '../../../../shared/whatsapp/templates-contract';
import {
  CATEGORY_LABELS,
  languageLabel,
  TEMPLATE_MESSAGES as M,
} from '../../../../shared/whatsapp/templates-form';
import { DataTable } from '../../../components/DataTable';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { FilterSelects } from '../../../components/FilterSelect';
import { PageHeading } from '../../../lib/PageHeading';
import { whatsappPath } from '../../../lib/paths';
import { useAccounts } from '../account/api';
import { useSyncTemplates } from './api';
import { TemplateDetails } from './TemplateDetails';
import { TemplateStatus } from './TemplateStatus';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

const LIST = { SortColumn: 'updatedDate', SortType: 'Desc', filters: ['Status', 'Category'] } as const;

const STATUS_OPTIONS = TEMPLATE_STATUSES.map((s) => ({
  value: s,
  label: s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' '),
}));
const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

/** /whatsapp/message-template (spec 03 §2.1, §7.3): the registered templates, Sync templates, details. */
export function TemplatesPage() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(null);
  const sync = useSyncTemplates();
  const accounts = useAccounts();
  const noNumber = accounts.isSuccess && accounts.data.length === 0;

  const runSync = () =>
    sync.mutate(
      {},
      {
        onSuccess: (res) => {
          const { total, created, updated, deleted } = res.data;
          toastSuccess(
            `${res.message ?? M.synced}: ${total} at WhatsApp, ${created} new, ${updated} changed, ${deleted} deleted`,
          );
        },
        onError: (err) => toastError(err, 'Failed to sync templates'),
      },
    );

  return (
    <>
      <PageHeading
        title="Message Templates"
        subtitle="Templates WhatsApp approves are the messages your campaigns can send."
        extra={
          <>
            <Button
              icon={<SyncOutlined aria-hidden spin={sync.isPending} />}
              onClick={runSync}

              disabled={sync.isPending || noNumber}
            >
              Sync templates
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(whatsappPath('message-template/add'))}
            >
              Add Template
            </Button>
          </>
        }
      />
      {noNumber && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={M.noNumber}
          action={<Link to={whatsappPath('connect')}>Connect a number</Link>}
        />
      )}
      <Card>
        <DataTable<typeof t.templates.query, WhatsAppTemplate>
          endpoint={t.templates}
          rowKey="id"
          query={LIST}
          search={{ label: 'Search templates', placeholder: 'Search by name' }}
          exportable={false}
          renderFilters={(ctx) => (
            <FilterSelects
              {...ctx}
              filters={[
                { name: 'Status', label: 'Status', options: STATUS_OPTIONS, width: 170 },
                { name: 'Category', label: 'Category', options: CATEGORY_OPTIONS, width: 180 },
              ]}
            />
          )}
          columns={[
            {
              title: 'Name',
              dataIndex: 'name',
              key: 'name',
              sorter: true,
              render: (name: string, r) => (
                <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen(r.id)}>
                  <Typography.Text strong style={{ color: 'inherit' }}>
                    {name}
                  </Typography.Text>
                </Button>
              ),
            },
            {
              title: 'Category',
              dataIndex: 'category',
              key: 'category',
              sorter: true,
              render: (c: string) => CATEGORY_LABELS[c] ?? c,
            },
            {
              title: 'Language',
              dataIndex: 'language',
              key: 'language',
              sorter: true,
              render: (l: string) => languageLabel(l),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              key: 'status',
              sorter: true,
              render: (s: string, r) => <TemplateStatus status={s} reason={r.reason} />,
            },
            sortedDateTimeColumn('Updated', 'updatedDate'),
          ]}
        />
      </Card>
      <TemplateDetails id={open} onClose={() => setOpen(null)} />
    </>
  );
}
