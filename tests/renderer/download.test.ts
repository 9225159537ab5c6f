import { describe, expect, it } from 'vitest';
import {
  mimeTypeFor,
  saveFiltersFor,
  withExtension,
  XLSX_MIME,
} from '../../src/renderer/components/download';

describe('saving a file', () => {
  it('filters the save dialog by the file type', () => {
    expect(saveFiltersFor('Users.xlsx')).toEqual([{ name: 'Excel Workbook', extensions: ['xlsx'] }]);
    expect(saveFiltersFor('INV-001.PDF')).toEqual([{ name: 'PDF Document', extensions: ['pdf'] }]);
    expect(saveFiltersFor('notes')).toBeUndefined();
    expect(saveFiltersFor('a.bin')).toBeUndefined();
  });

  it('knows the MIME type of an export', () => {
    expect(mimeTypeFor('Users.xlsx')).toBe(XLSX_MIME);
    expect(mimeTypeFor('x.unknown')).toBe('application/octet-stream');
  });

  it('gives an export a file extension when it has none', () => {
    expect(withExtension('Users', 'xlsx')).toBe('Users.xlsx');
    expect(withExtension('Users.xlsx', 'xlsx')).toBe('Users.xlsx');
    expect(withExtension('', 'xlsx')).toBe('download.xlsx');
    expect(withExtension('USERS.XLSX', 'xlsx')).toBe('USERS.XLSX');
    expect(withExtension('Payment log 2026.03', 'xlsx')).toBe('Payment log 2026.03.xlsx');
  });
});
