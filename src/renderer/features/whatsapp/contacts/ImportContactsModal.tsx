import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Modal, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../shared/http/client';
import { CONTACT_MESSAGES as M, type ImportContactsResult } from '../../../../shared/whatsapp/contacts';
import { DismissButton } from '../../../components/DismissButton';
import { saveBytes, XLSX_MIME } from '../../../components/download';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { HiddenFileInput } from '../../../components/HiddenFileInput';
import { MESSAGES } from '../../../components/messages';
import { desktopBridge } from '../../../lib/desktop';
import { useImportContacts } from './api';
import { buildContactsSample, CONTACTS_SAMPLE_FILE, workbookOfRows } from './sampleWorkbook';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's problem as the server words it (field `file`), else its message. */
function problemOf(err: unknown): string {
  if (err instanceof ApiError) return err.errors?.file ?? err.message;
  return MESSAGES.somethingWentWrong;
}

/**
 * Import contacts (issue 26): the native open dialog in the desktop app, a file input in the
 * browser; the server reads the workbook and answers created, updated, repeated and rejected rows.
 */
export function ImportContactsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const run = useImportContacts();
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportContactsResult | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [sampleBusy, setSampleBusy] = useState(false);

  const close = () => {
    setProblem(null);
    setResult(null);
    setFileName(null);
    run.reset();
    onClose();
  };

  const send = async (name: string, data: Blob | Uint8Array) => {
    setProblem(null);
    setResult(null);
    setFileName(name);
    try {
      const answer = await run.mutateAsync({ files: { file: { name, data } } });
      setResult(answer.data);
      toastSuccess(answer.message ?? M.imported);
    } catch (err) {
      setProblem(problemOf(err));
    }
  };

  const choose = async () => {
    const desktop = desktopBridge();
    if (!desktop) {
      inputRef.current?.click();
      return;
    }
    const picked = await desktop.dialogOpenExcel().catch(() => null);
    if (!picked) setProblem(MESSAGES.somethingWentWrong);
    else if (picked.cancelled) return;
    else if ('error' in picked) setProblem(picked.error);
    else await send(picked.fileName.replace(/\.xls$/i, '.xlsx'), await workbookOfRows(picked));
  };

  const handleFile = async (file: File | undefined) => {
    if (!file) return setProblem(M.importFileRequired);
    if (!/\.xlsx$/i.test(file.name)) return setProblem(M.importWrongType);
    await send(file.name, file);
  };

  const downloadSample = async () => {
    setSampleBusy(true);
    try {
      await saveBytes({
        bytes: await buildContactsSample(),
        fileName: CONTACTS_SAMPLE_FILE,
        mimeType: XLSX_MIME,
      });
    } catch {
      toastError(M.downloadFailed);
    } finally {
      setSampleBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Import Contacts"
      onCancel={close}
      destroyOnHidden
      width={680}
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <DismissButton label="Cancel" onClick={close} />
        )
      }
    >
      <Typography.Paragraph type="secondary">
        An Excel workbook (.xlsx) with the columns First Name and Mobile Number, and optionally Last Name,
        Country Code (India when blank), Email, Company Name, Custom Field 1 to 5 and Opt In (Yes or No). A
        number you already have updates that contact.
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<FileExcelOutlined />}
          loading={run.isPending}
          onClick={() => void choose()}
        >
          {fileName ? 'Choose another file' : 'Choose Excel file'}
        </Button>
        <Button icon={<DownloadOutlined />} loading={sampleBusy} onClick={() => void downloadSample()}>
          Download sample workbook
        </Button>
        <HiddenFileInput
          ref={inputRef}
          accept={XLSX_ACCEPT}
          label="Excel file"
          onFile={(file) => void handleFile(file)}
        />
      </Flex>
      {fileName && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
          {fileName}
        </Typography.Text>
      )}
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
      {result && <ImportResult result={result} />}
    </Modal>
  );
}

function ImportResult({ result }: { result: ImportContactsResult }) {
  return (
    <section aria-label="Import result">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'total', label: 'Rows in the file', children: result.total },
          { key: 'created', label: 'Created', children: result.created },
          { key: 'updated', label: 'Updated', children: result.updated },
          { key: 'repeated', label: 'Repeated in the file', children: result.repeated },
          { key: 'rejected', label: 'Rejected', children: result.rejected },
        ]}
      />
      {result.rejectedRows.length > 0 && (
        <Table
          style={{ marginTop: 16 }}
          rowKey="row"
          size="small"
          dataSource={result.rejectedRows}
          pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { title: 'Row', dataIndex: 'row', key: 'row', width: 70 },
            {
              title: 'Why it was rejected',
              dataIndex: 'reasons',
              key: 'reasons',
              render: (reasons: string[]) => reasons.join('; '),
            },
          ]}
        />
      )}
    </section>
  );
}
