import { DownloadOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Result, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  ACCOUNT_SEPARATOR,
  BULK_SAMPLE_FILE_NAME,
  MAX_BULK_ROWS,
  parseBulkCsv,
  sampleBulkCsv,
} from '../../../../shared/posts/bulk-csv';
import { saveBytes } from '../../../components/download';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { MESSAGES } from '../../../components/messages';
import { useBulkSchedule, useInvalidatePosts } from '../api';
import { formatLocalTime } from '../postTime';
import { userTimeZone } from './SchedulePicker';

type RowError = { row: number; field: string; message: string };
type Checked = { rows: number; errors: RowError[] };

/**
 * Bulk schedule (issue 13, beyond the spec): a CSV of caption, media_url, accounts and when; the
 * file is read here for a preview, the server's dry run lists each row's problems, and Confirm
 * creates all rows or none.
 */
export function BulkScheduleModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const bulk = useBulkSchedule();
  const invalidate = useInvalidatePosts();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timeZone = userTimeZone();
  const preview = file ? parseBulkCsv(file.csv, { now: new Date(), timeZone }) : null;

  const reset = () => {
    setFile(null);
    setChecked(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const dryRun = async (csv: string) => {
    setFailure(null);
    try {
      const res = await bulk.mutateAsync({ body: { csv, dryRun: true, timeZone } });
      setChecked(res.data);
    } catch (err) {
      setChecked(null);
      setFailure(errorText(err));
    }
  };

  const confirm = async () => {
    if (!file) return;
    try {
      const res = await bulk.mutateAsync({ body: { csv: file.csv, dryRun: false, timeZone } });
      if (res.data.errors.length > 0) {
        setChecked(res.data);
        return;
      }
      toastSuccess(res.message ?? `${res.data.created} posts scheduled`);
      await invalidate();
      close();
    } catch (err) {
      toastError(err);
    }
  };

  const downloadSample = async () => {
    try {
      await saveBytes({
        bytes: new TextEncoder().encode(sampleBulkCsv(new Date(), timeZone)),
        fileName: BULK_SAMPLE_FILE_NAME,
        mimeType: 'text/csv',
      });
    } catch (err) {
      toastError(err, MESSAGES.downloadFailed);
    }
  };

  const ready = checked !== null && checked.errors.length === 0 && checked.rows > 0;

  return (
    <Modal
      open={open}
      title="Bulk schedule"
      onCancel={close}
      width={760}
      destroyOnHidden
      footer={
        <Flex justify="space-between" wrap gap={8}>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadSample()}>
            Download sample CSV
          </Button>
          <Flex gap={8}>
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" disabled={!ready} loading={bulk.isPending} onClick={() => void confirm()}>
              {ready ? `Confirm ${checked.rows} posts` : 'Confirm'}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          One post per row, up to {MAX_BULK_ROWS} rows: <code>caption</code>, <code>media_url</code>,{' '}
          <code>accounts</code> (names or ids, separated by <code>{ACCOUNT_SEPARATOR}</code>) and{' '}
          <code>when</code> (DD-MM-YYYY hh:mm AM/PM in {timeZone}, or <code>best</code>). Every row is checked
          first; nothing is scheduled unless all rows are fine.
        </Typography.Paragraph>
        {file ? (
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text>
              <FileTextOutlined /> {file.name}
              {preview && ` · ${preview.read} ${preview.read === 1 ? 'row' : 'rows'} read`}
            </Typography.Text>
            <Button size="small" onClick={reset}>
              Choose another file
            </Button>
          </Flex>
        ) : (
          <Upload.Dragger
            accept=".csv,text/csv"
            showUploadList={false}
            beforeUpload={(f) => {
              void f.text().then((csv) => {
                setFile({ name: f.name, csv });
                void dryRun(csv);
              });
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Click or drag a CSV file here</p>
          </Upload.Dragger>
        )}
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
        {bulk.isPending && !checked && (
          <Typography.Text type="secondary">Checking every row…</Typography.Text>
        )}
        {checked && checked.errors.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              title={`${checked.errors.length} ${checked.errors.length === 1 ? 'problem' : 'problems'} found: fix the file and choose it again.`}
            />
            <Table<RowError>
              size="small"
              rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
              dataSource={checked.errors}
              pagination={checked.errors.length > 10 ? { pageSize: 10 } : false}
              locale={{ emptyText: MESSAGES.noData }}
              columns={[
                { title: 'Row', dataIndex: 'row', width: 70 },
                { title: 'Column', dataIndex: 'field', width: 120 },
                { title: 'Problem', dataIndex: 'message' },
              ]}
            />
          </>
        )}
        {ready && preview && (
          <>
            <Result
              status="success"
              style={{ padding: 8 }}
              title={`${checked.rows} posts are ready to schedule`}
              subTitle="Confirm to schedule them all."
            />
            <Table
              size="small"
              rowKey="row"
              dataSource={preview.rows}
              pagination={preview.rows.length > 5 ? { pageSize: 5 } : false}
              locale={{ emptyText: MESSAGES.noData }}
              columns={[
                { title: 'Row', dataIndex: 'row', width: 60 },
                { title: 'Caption', dataIndex: 'caption', ellipsis: true },
                { title: 'Accounts', dataIndex: 'accounts', render: (a: string[]) => a.join(', ') },
                {
                  title: 'When',
                  dataIndex: 'scheduledAt',
                  width: 170,
                  render: (v: string | null, r) => (r.best ? 'Best time' : formatLocalTime(v)),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
