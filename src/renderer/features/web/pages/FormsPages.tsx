import { Alert, Button, Card, Descriptions, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import { webContract } from '../../../../shared/web/contract';
import type { FormResponse, Subscriber } from '../../../../shared/web/schemas';
import { DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../components/format/dates';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { PageHeading } from '../../../lib/PageHeading';
import { webPath } from '../../../lib/paths';
import { useFormResponse } from '../api';
import { NoWebsiteYet, WebLoading, WebsiteGate } from '../components/WebsiteGate';
import { idFrom } from '../ids';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

const dateColumn = sortedDateTimeColumn('Date', 'createdDate');

/** web/form-responses (issue 24): the contact form's entries, by date range, with the Excel export. */
export function FormResponsesPage() {
  return (
    <>
      <PageHeading
        title="Form Responses"
        subtitle="Messages visitors sent through your website's contact form."
      />
      <WebsiteGate empty={<NoWebsiteYet what="Its contact form's messages show here." />}>
        {() => (
          <Card>
            <DataTable<typeof webContract.formResponses.query, FormResponse>
              endpoint={webContract.formResponses}
              rowKey="id"
              query={{ SortColumn: 'createdDate', SortType: 'Desc' }}
              search={{ label: 'Search responses', placeholder: 'Search name, e-mail or message' }}
              columns={[
                { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
                { title: 'E-mail', dataIndex: 'email', key: 'email', sorter: true },
                { title: 'Phone', dataIndex: 'phone', render: (v: string) => v || '—' },
                {
                  title: 'Message',
                  dataIndex: 'message',
                  width: 320,
                  render: (v: string) => (
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 320 }}>
                      {v}
                    </Typography.Paragraph>
                  ),
                },
                dateColumn,
                {
                  title: 'Action',
                  key: 'action',
                  render: (_: unknown, r) => (
                    <Link
                      to={webPath('website-form/:id', { id: r.id })}
                      aria-label={`View the message from ${r.name}`}
                    >
                      View
                    </Link>
                  ),
                },
              ]}
            />
          </Card>
        )}
      </WebsiteGate>
    </>
  );
}

/** web/subscribers (issue 24): the newsletter's subscribers, by date range, with the Excel export. */
export function SubscribersPage() {
  return (
    <>
      <PageHeading
        title="Subscribers"
        subtitle="Visitors who subscribed to your newsletter on your website."
      />
      <WebsiteGate empty={<NoWebsiteYet what="Its newsletter's subscribers show here." />}>
        {() => (
          <Card>
            <DataTable<typeof webContract.subscribers.query, Subscriber>
              endpoint={webContract.subscribers}
              rowKey="id"
              query={{ SortColumn: 'createdDate', SortType: 'Desc' }}
              search={{ label: 'Search subscribers', placeholder: 'Search e-mail' }}
              columns={[
                { title: 'E-mail', dataIndex: 'email', key: 'email', sorter: true },
                { ...dateColumn, title: 'Subscribed' },
              ]}
            />
          </Card>
        )}
      </WebsiteGate>
    </>
  );
}

/** web/website-form/{id}: one message of the contact form. */
export function WebsiteFormPage() {
  const id = idFrom(useParams().id);
  const navigate = useNavigate();
  const entry = useFormResponse(id ?? 0, { enabled: id !== null });
  const missing = id === null || (entry.error instanceof ApiError && entry.error.status === 404);
  return (
    <>
      <PageHeading
        title="Website Form"
        extra={<Button onClick={() => navigate(webPath('form-responses'))}>Back to the responses</Button>}
      />
      {missing ? (
        <Card>
          <Alert type="warning" showIcon title="Response not found" />
        </Card>
      ) : entry.isError ? (
        <LoadFailedCard query={entry} fallback="The response could not be loaded." />
      ) : !entry.data ? (
        <WebLoading />
      ) : (
        <Card style={{ maxWidth: 760 }}>
          <Descriptions
            column={1}
            bordered
            size="middle"
            items={[
              { key: 'name', label: 'Name', children: entry.data.name },
              {
                key: 'email',
                label: 'E-mail',
                children: <a href={`mailto:${entry.data.email}`}>{entry.data.email}</a>,
              },
              { key: 'phone', label: 'Phone', children: entry.data.phone || '—' },
              {
                key: 'message',
                label: 'Message',
                children: <span style={{ whiteSpace: 'pre-line' }}>{entry.data.message}</span>,
              },
              { key: 'page', label: 'Sent from', children: `/${entry.data.pagePath.replace(/^\//, '')}` },
              { key: 'date', label: 'Date', children: formatDateTime(entry.data.createdDate) },
            ]}
          />
        </Card>
      )}
    </>
  );
}
