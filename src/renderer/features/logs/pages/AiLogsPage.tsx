import { Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { AI_LOG_STATUSES, logsContract, type AiLog } from '../../../../shared/logs/contract';
import { valueOptions } from '../../../components/FilterSelect';
import { StatusBadge } from '../../../components/StatusBadge';
import { PageHeading } from '../../../lib/PageHeading';
import { useAiLogKinds } from '../api';
import { LogTable } from '../components/LogTable';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

const STATUS_OPTIONS = AI_LOG_STATUSES.map((s) => ({
  value: s,
  label: s === 'SUCCESS' ? 'Success' : 'Failed',
}));

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

const columns: ColumnsType<AiLog> = [
  {
    title: 'User',
    dataIndex: 'userName',
    key: 'userName',
    sorter: true,
    render: (_: string | null, log) =>
      log.userName ? (
        <div>
          <div>{log.userName}</div>
          {log.companyName && log.companyName !== log.userName && (
            <Typography.Text type="secondary">{log.companyName}</Typography.Text>
          )}
        </div>
      ) : (
        <Typography.Text type="secondary">Deleted user</Typography.Text>
      ),
  },
  { title: 'Kind', dataIndex: 'kind', key: 'kind', sorter: true },
  {
    title: 'Prompt',
    dataIndex: 'promptSummary',
    key: 'promptSummary',
    render: (v: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 240 }}>
        {v}
      </Typography.Paragraph>
    ),
  },
  { title: 'Model', dataIndex: 'model', key: 'model' },
  {
    title: 'Tokens',
    key: 'tokens',
    render: (_, log) => (
      <Tooltip title={`${log.promptTokens} prompt + ${log.completionTokens} completion`}>
        <span>{log.promptTokens + log.completionTokens}</span>
      </Tooltip>
    ),
  },
  { title: 'Duration', dataIndex: 'durationMs', key: 'durationMs', sorter: true, render: seconds },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    // The reason of a failure is written out, not hidden in a hover, so keyboards and screen readers get it.
    render: (status: string, log) => (
      <div style={{ maxWidth: 200 }}>
        <StatusBadge status={status} />
        {log.errorMessage && (
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 2, tooltip: log.errorMessage }}
            style={{ margin: '4px 0 0', fontSize: 12 }}
          >
            {log.errorMessage}
          </Typography.Paragraph>
        )}
      </div>
    ),
  },
  sortedDateTimeColumn('Date', 'createdDate'),
];

/** AI Logs: every AI generation call, newest first, filtered by kind, status and dates. */
export function AiLogsPage() {
  const kinds = useAiLogKinds();
  return (
    <>
      <PageHeading title="AI Logs" subtitle="Every AI generation call, newest first." />
      <LogTable
        endpoint={logsContract.aiLogs}
        columns={columns}
        sortColumn="createdDate"
        search="Search user or prompt"
        filters={[
          { name: 'kind', label: 'Kind', options: valueOptions(kinds.data), loading: kinds.isPending },
          { name: 'status', label: 'Status', options: STATUS_OPTIONS, width: 150 },
        ]}
      />
    </>
  );
}
