import { desktopBridge } from '../lib/desktop';

export interface SaveBytesInput {
  bytes: Uint8Array;
  fileName: string;
  /** Used for the browser download; the desktop dialog filters by the file's extension. */
  mimeType?: string;
}

export type SaveBytesResult = { saved: true; path?: string } | { saved: false };

const KNOWN_TYPES: Record<string, { name: string; mimeType: string }> = {
  xlsx: {
    name: 'Excel Workbook',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pdf: { name: 'PDF Document', mimeType: 'application/pdf' },
  csv: { name: 'CSV File', mimeType: 'text/csv' },
  png: { name: 'PNG Image', mimeType: 'image/png' },
  jpg: { name: 'JPEG Image', mimeType: 'image/jpeg' },
  jpeg: { name: 'JPEG Image', mimeType: 'image/jpeg' },
};

export const XLSX_MIME = KNOWN_TYPES.xlsx.mimeType;
export const PDF_MIME = KNOWN_TYPES.pdf.mimeType;

/** The save dialog's filter for a file name ("report.xlsx" → Excel Workbook, *.xlsx), none when unknown. */
export function saveFiltersFor(fileName: string): { name: string; extensions: string[] }[] | undefined {
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const known = KNOWN_TYPES[ext];
  return known ? [{ name: known.name, extensions: [ext] }] : undefined;
}

/** A MIME type for a file name when the caller has none. */
export function mimeTypeFor(fileName: string): string {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return KNOWN_TYPES[ext]?.mimeType ?? 'application/octet-stream';
}

/**
 * Saves a file the user asked for: the native save dialog in the desktop app, a browser download
 * otherwise (ARCHITECTURE.md, browser mode degrades desktop features to their web equivalents).
 * Throws when saving fails; a cancelled dialog is not a failure.
 */
export async function saveBytes({ bytes, fileName, mimeType }: SaveBytesInput): Promise<SaveBytesResult> {
  const desktop = desktopBridge();
  if (desktop) {
    const result = await desktop.dialogSaveFile({
      suggestedName: fileName,
      bytes: new Uint8Array(bytes),
      filters: saveFiltersFor(fileName),
    });
    return result.cancelled ? { saved: false } : { saved: true, path: result.path };
  }
  // Copy into a plain ArrayBuffer-backed view: Blob refuses views over shared memory.
  const blob = new Blob([new Uint8Array(bytes)], { type: mimeType ?? mimeTypeFor(fileName) });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // The click starts the download asynchronously; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return { saved: true };
}

/** Makes the name end in `.ext` ("Users" → "Users.xlsx"); a server's bare "download" gets it too. */
export function withExtension(fileName: string, ext: string): string {
  const name = fileName.trim() || 'download';
  return name.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? name : `${name}.${ext}`;
}
