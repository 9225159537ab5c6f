import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { saveBytes, withExtension, XLSX_MIME } from '../download';
import { toastError } from '../feedback/toast';
import { MESSAGES } from '../messages';

export interface ExportedFile {
  bytes: Uint8Array;
  fileName: string;
}

export interface ExportButtonProps {
  /** Fetches the xlsx of the list's current query (the same query with IsExport=true). */
  exportFile: () => Promise<ExportedFile>;
  label?: string;
  /** An area whose spec words the failure differently. */
  failedMessage?: string;
}

/** Downloads the list as xlsx; "Error occured while downloading. Try again" on failure (spec 00 section 8). */
export function ExportButton({
  exportFile,
  label = 'Export',
  failedMessage = MESSAGES.downloadFailed,
}: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      const file = await exportFile();
      await saveBytes({
        bytes: file.bytes,
        fileName: withExtension(file.fileName, 'xlsx'),
        mimeType: XLSX_MIME,
      });
    } catch {
      toastError(failedMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void handleClick()}>
      {label}
    </Button>
  );
}
