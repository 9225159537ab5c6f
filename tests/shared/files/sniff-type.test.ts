import { describe, expect, it } from 'vitest';
import {
  headMayBe,
  isUtf8Text,
  isWordDocument,
  sniffType,
  utf8TextStream,
} from '../../../src/shared/files/sniff-type';
import { docBytes, docxBytes, exeBytes, txtBytes, xlsxLikeBytes } from '../../helpers/office-files';

const head = (b: Uint8Array) => b.subarray(0, 16);

/** Issue 26 "Header media" (spec 03 §5.1): doc, docx and txt known by their bytes. */
describe('what a file is by its first bytes', () => {
  it('knows a Word 97–2003 document by the OLE compound file signature', () => {
    expect(sniffType(head(docBytes()))).toBe('application/msword');
  });

  it('sees a .docx as a zip from its first bytes, and as a Word document from its entries', () => {
    expect(sniffType(head(docxBytes()))).toBe('application/zip');
    expect(
      headMayBe('application/zip', [
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ]),
    ).toBe(true);
    expect(headMayBe('application/zip', ['application/pdf'])).toBe(false);
    expect(isWordDocument(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])).toBe(true);
    expect(isWordDocument(['[Content_Types].xml', 'xl/workbook.xml'])).toBe(false);
    expect(isWordDocument(['word/document.xml'])).toBe(false);
    expect(sniffType(head(xlsxLikeBytes()))).toBe('application/zip');
  });

  it('takes valid UTF-8 without NUL bytes as text, even cut in the middle of a character', () => {
    const text = txtBytes();
    expect(sniffType(head(text))).toBe('text/plain');
    // "₹" is three bytes: the first 16 may end inside it.
    const cut = txtBytes('Rs ₹₹₹₹₹₹₹');
    expect(sniffType(cut.subarray(0, 5))).toBe('text/plain');
    expect(isUtf8Text(cut.subarray(0, 5))).toBe(false);
    expect(isUtf8Text(cut.subarray(0, 5), { partial: true })).toBe(true);
    // Words that other formats use as magic numbers stay text when text follows them.
    expect(sniffType(txtBytes('true story, told'))).toBe('text/plain');
    expect(sniffType(txtBytes('Hi! free delivery today'))).toBe('text/plain');
  });

  it('refuses a program renamed to a document, and bytes that are not UTF-8', () => {
    expect(sniffType(head(exeBytes()))).toBeNull();
    expect(sniffType(new Uint8Array([0x48, 0x69, 0xff, 0xfe, 0x41, 0x42, 0x43, 0x44]))).toBeNull();
    expect(sniffType(new Uint8Array([0x48, 0x69, 0x00, 0x41]))).toBeNull();
  });

  it('keeps the types it knew: fonts, videos and images', () => {
    expect(sniffType(new Uint8Array([0x74, 0x72, 0x75, 0x65, 0, 0x0b, 0, 0x80]))).toBe('font/ttf');
    expect(sniffType(new Uint8Array([0x4f, 0x54, 0x54, 0x4f, 0, 0x0b, 0, 0x80]))).toBe('font/otf');
    expect(sniffType(new Uint8Array([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65]))).toBe('video/quicktime');
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
  });
});

describe('a text file judged as it streams', () => {
  it('passes valid UTF-8 split anywhere, and stops at a NUL byte or a broken sequence', () => {
    const bytes = txtBytes();
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const s = utf8TextStream();
      expect(s.push(bytes.subarray(0, cut)) && s.push(bytes.subarray(cut)) && s.end()).toBe(true);
    }
    const withNul = utf8TextStream();
    expect(withNul.push(txtBytes('fine so far'))).toBe(true);
    expect(withNul.push(new Uint8Array([0x41, 0, 0x42]))).toBe(false);
    expect(withNul.end()).toBe(false);
    const truncated = utf8TextStream();
    expect(truncated.push(txtBytes('₹').subarray(0, 2))).toBe(true);
    expect(truncated.end()).toBe(false);
  });
});
