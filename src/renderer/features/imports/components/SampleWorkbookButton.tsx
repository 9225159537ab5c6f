import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { saveBytes, XLSX_MIME } from '../../../components/download';
import { toastError } from '../../../components/feedback/toast';
import { MESSAGES } from '../../../components/messages';
import { buildSampleWorkbook, SAMPLE_FILE_NAME } from '../sampleWorkbook';

/** Download sample workbook: the columns the import expects, built here and saved like any export. */
export function SampleWorkbookButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveBytes({
        bytes: await buildSampleWorkbook(),
        fileName: SAMPLE_FILE_NAME,
        mimeType: XLSX_MIME,
      });
    } catch {
      toastError(MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      Download sample workbook
    </Button>
  );
}
