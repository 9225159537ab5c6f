import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { logsContract, type CronLog } from '../../../../shared/logs/contract';
import { valueOptions } from '../../../components/FilterSelect';
import { formatDateTime, parseDate } from '../../../components/format/dates';
import { PageHeading } from '../../../lib/PageHeading';
import { useCronTypes } from '../api';
import { ResponseViewer } from '../components/ResponseViewer';
import { LogTable } from '../components/LogTable';
import { RunJobNow } from '../components/RunJobNow';
import { SuccessTag } from '../components/SuccessTag';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

const SUCCESS_OPTIONS = [
  { value: 'true', label: 'Success' },
  { value: 'false', label: 'Failed' },
];

function duration(log: CronLog): string {
  const start = parseDate(log.startTime);
  const end = parseDate(log.endTime);
  if (!start || !end) return '—';
  const ms = end.diff(start);
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Cron Logs (spec 03 sections 2.9, 3.9, 7.8): every scheduled job run, newest first. */
export function CronLogsPage() {
  const types = useCronTypes();
  const [viewing, setViewing] = useState<CronLog | null>(null);
  const columns: ColumnsType<CronLog> = [
    { title: 'Cron Type', dataIndex: 'cronType', key: 'cronType', sorter: true },
    sortedDateTimeColumn('Start Time', 'startTime'),
    {
      title: 'End Time',
      dataIndex: 'endTime',
      key: 'endTime',
      sorter: true,
      render: (v: string | null) => formatDateTime(v) || '—',
    },
    { title: 'Duration', key: 'duration', render: (_, log) => duration(log) },
    {
      title: 'Status',
      dataIndex: 'isSuccess',
      key: 'isSuccess',
      render: (ok: boolean) => <SuccessTag ok={ok} />,
    },
    {
      title: 'Response',
      key: 'response',
      render: (_, log) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          onClick={() => setViewing(log)}
          aria-label={`View response of ${log.cronType} at ${formatDateTime(log.startTime)}`}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeading
        title="Cron Logs"
        subtitle="Every run of the scheduled jobs, newest first."
        extra={<RunJobNow />}
      />
      <LogTable
        endpoint={logsContract.cronLogs}
        columns={columns}
        sortColumn="startTime"
        search="Search responses"
        filters={[
          {
            name: 'cronType',
            label: 'Cron Type',
            options: valueOptions(types.data),
            loading: types.isPending,
          },
          { name: 'isSuccess', label: 'Status', options: SUCCESS_OPTIONS, width: 150 },
        ]}
      />
      <ResponseViewer log={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
