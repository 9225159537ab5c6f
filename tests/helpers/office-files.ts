import { zipSync } from 'fflate';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** A small Word document (.docx): the package's content types, its relationships and word/document.xml. */
export function docxBytes(text = 'Terms and conditions'): Uint8Array {
  return zipSync({
    '[Content_Types].xml': utf8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': utf8('<?xml version="1.0"?><Relationships/>'),
    'word/document.xml': utf8(
      `<?xml version="1.0"?><w:document><w:body><w:p>${text}</w:p></w:body></w:document>`,
    ),
  });
}

/** A zip that is not a Word document (a spreadsheet's layout). */
export function xlsxLikeBytes(): Uint8Array {
  return zipSync({ '[Content_Types].xml': utf8('<Types/>'), 'xl/workbook.xml': utf8('<workbook/>') });
}

/** The start of a Word 97–2003 document: the OLE compound file header, then its sectors. */
export function docBytes(): Uint8Array {
  const out = new Uint8Array(1536);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  out.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24);
  return out;
}

/** A Windows program: the MZ header, NUL bytes right after. */
export function exeBytes(): Uint8Array {
  const out = new Uint8Array(512);
  out.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
  return out;
}

/** A UTF-8 text file, with characters of several byte lengths. */
export const txtBytes = (text = 'Offer valid till Diwali — ₹500 off. नमस्ते 🎉\nSee you soon.\n') => utf8(text);
