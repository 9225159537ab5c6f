import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Select } from 'antd';
import { useId, useState } from 'react';
import { toastError, toastSuccess, toastWarning } from '../../../components/feedback/toast';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useCronJobs, useRunCronJob } from '../api';

const OFF_NOTE = 'off: its service is not set up';

/**
 * Cron Logs' "Run now": an Admin picks a scheduled job and runs it at once, as the scheduler would
 * (under its lease, writing a log row). Jobs switched off are listed but cannot be picked.
 */
export function RunJobNow() {
  const id = `run-job-${useId().replace(/[^\w-]/g, '')}`;
  const jobs = useCronJobs();
  const run = useRunCronJob();
  const [cronType, setCronType] = useState<string>();

  const runNow = () => {
    if (!cronType) return;
    run.mutate(
      { params: { cronType } },
      {
        // A job that ran and failed is answered 200 with its failure logged: a warning, not an error.
        onSuccess: (res) => {
          if (res.data.isSuccess) toastSuccess(res.message);
          else toastWarning(res.message ?? cronType);
        },
        onError: (err) => toastError(err),
      },
    );
  };

  return (
    <>
      <label htmlFor={id} style={visuallyHidden}>
        Job to run
      </label>
      <Select<string>
        id={id}
        value={cronType}
        onChange={setCronType}
        placeholder="Choose a job"
        loading={jobs.isPending}
        status={jobs.isError ? 'error' : undefined}
        notFoundContent={jobs.isError ? 'Failed to load the jobs' : undefined}
        options={(jobs.data ?? []).map((j) => ({
          value: j.cronType,
          label: j.enabled ? j.cronType : `${j.cronType} (${OFF_NOTE})`,
          disabled: !j.enabled,
        }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 220 }}
      />
      <Popconfirm
        title={`Run ${cronType} now?`}
        description="It runs as its schedule would, and its run is added to the log."
        okText="Run now"
        onConfirm={runNow}
        disabled={!cronType}
      >
        <Button
          type="primary"
          icon={<PlayCircleOutlined aria-hidden />}
          disabled={!cronType}
          loading={run.isPending}
        >
          Run now
        </Button>
      </Popconfirm>
    </>
  );
}
