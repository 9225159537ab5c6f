import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { parseWorkbook } from '../../../../shared/imports/workbook';
import { HiddenFileInput } from '../../../components/HiddenFileInput';
import { desktopBridge } from '../../../lib/desktop';
import type { ReadSheet } from '../importRows';
import { EXCEL_ACCEPT, IMPORT_MESSAGES, isExcelFileName } from '../messages';

export interface ExcelFilePickerProps {
  /** From FormField, so that the label names the button. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** The chosen file's name, shown beside the button. */
  fileName?: string;
  disabled?: boolean;
  /** Reading has begun (the progress bar shows). */
  onReading: () => void;
  onSheet: (sheet: ReadSheet) => void;
  /** A message for the field: no file, wrong type, unreadable. */
  onProblem: (message: string) => void;
}

/**
 * Chooses the workbook: the native open dialog in the desktop app (main reads it with exceljs), a
 * file input in the browser (read here with the same parser, loaded on first use).
 */
export function ExcelFilePicker({
  id,
  fileName,
  disabled,
  onReading,
  onSheet,
  onProblem,
  ...aria
}: ExcelFilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const text = fileName ? 'Choose another file' : 'Choose Excel file';

  const choose = async () => {
    const desktop = desktopBridge();
    if (!desktop) {
      inputRef.current?.click();
      return;
    }
    try {
      const picked = await desktop.dialogOpenExcel();
      if (picked.cancelled) {
        if (!fileName) onProblem(IMPORT_MESSAGES.noFile);
        return;
      }
      if ('error' in picked) onProblem(picked.error);
      else
        onSheet({
          fileName: picked.fileName,
          headers: picked.headers,
          rows: picked.rows,
          rowNumbers: picked.rowNumbers,
        });
    } catch {
      onProblem(IMPORT_MESSAGES.requestFailed);
    }
  };

  const handleFile = async (file: File | undefined) => {
    if (!file) {
      onProblem(IMPORT_MESSAGES.noFile);
      return;
    }
    if (!isExcelFileName(file.name)) {
      onProblem(IMPORT_MESSAGES.invalidType);
      return;
    }
    onReading();
    const parsed = await parseWorkbook(new Uint8Array(await file.arrayBuffer()));
    if ('error' in parsed) onProblem(parsed.error);
    else onSheet({ fileName: file.name, ...parsed });
  };

  return (
    <Flex align="center" gap={12} wrap>
      {/* Named by its text, which says what it does; the field's label still points here (getByLabel). */}
      <Button
        id={id}
        icon={<FileExcelOutlined />}
        disabled={disabled}
        onClick={() => void choose()}
        aria-label={text}
        {...aria}
      >
        {text}
      </Button>
      {fileName && (
        <Typography.Text ellipsis style={{ maxWidth: 260 }} title={fileName}>
          {fileName}
        </Typography.Text>
      )}
      <HiddenFileInput
        ref={inputRef}
        accept={EXCEL_ACCEPT}
        label="Excel file"
        onFile={(file) => void handleFile(file)}
      />
    </Flex>
  );
}
