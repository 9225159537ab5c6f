import { IMAGE_MESSAGES } from '../../../shared/files/image-messages';

/** Import Users file messages, verbatim from spec 03 sections 5.6 and 8.5. */
export const IMPORT_MESSAGES = {
  imageRequired: IMAGE_MESSAGES.required,
  excelRequired: 'Excel File is required',
  invalidType: 'Invalid file type. Please select an Excel file.',
  noFile: 'No file selected. Please select an Excel file.',
  requestFailed: 'An error occurred while processing the request.',
} as const;

/** Spec 03 section 5.6: the file must be .xls or .xlsx. */
export const EXCEL_ACCEPT =
  '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isExcelFileName = (name: string) => /\.(xlsx|xls)$/i.test(name.trim());
