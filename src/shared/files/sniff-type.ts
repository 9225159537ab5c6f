/**
 * What a file is by its first bytes (magic numbers), whatever its name or declared type says. The
 * server's streamed intake (src/server/http/multipart.ts) reads this many bytes of each file part
 * and refuses the part at once when they show a type the endpoint does not take.
 */
export const SNIFF_BYTES = 16;

export const KNOWN_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'font/ttf',
  'font/otf',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export type KnownType = (typeof KNOWN_TYPES)[number];

/** A Word document (.docx): a zip, told apart from other zips by its entries (`isWordDocument`). */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The OLE compound file signature: the container of Word 97–2003 documents (.doc). */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** ISO-BMFF brands of still pictures (HEIC, AVIF…): an `ftyp` box, but not a video. */
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'crx ',
]);
/** First boxes of a QuickTime movie written before `ftyp` existed. */
const OLD_QUICKTIME_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

const text = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** The type the first bytes show (at least SNIFF_BYTES of them, or the whole file), else null. */
export function sniffType(bytes: Uint8Array): KnownType | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && text(b, 1, 4) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a)
    return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (text(b, 0, 4) === 'RIFF' && text(b, 8, 12) === 'WEBP') return 'image/webp';
  if (text(b, 0, 6) === 'GIF87a' || text(b, 0, 6) === 'GIF89a') return 'image/gif';
  if (text(b, 0, 5) === '%PDF-') return 'application/pdf';
  if (b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04)
    return 'application/zip';
  if (b.length >= 8 && OLE_SIGNATURE.every((x, i) => b[i] === x)) return 'application/msword';
  if (b.length >= 4 && b[0] === 0 && b[1] === 1 && b[2] === 0 && b[3] === 0) return 'font/ttf';
  if (b.length >= 12 && text(b, 4, 8) === 'ftyp') {
    const major = text(b, 8, 12);
    if (IMAGE_BRANDS.has(major)) return null;
    return major === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  // Before the magic numbers made of letters ("true", "OTTO", "free"…): those files have NUL bytes
  // right after, so a text that happens to begin with such a word stays text.
  if (isUtf8Text(b, { partial: true })) return 'text/plain';
  if (text(b, 0, 4) === 'true') return 'font/ttf';
  if (text(b, 0, 4) === 'OTTO') return 'font/otf';
  if (b.length >= 8 && OLD_QUICKTIME_BOXES.has(text(b, 4, 8))) return 'video/quicktime';
  return null;
}

/**
 * Whether bytes are text: valid UTF-8 with no NUL byte. `partial`: the first bytes of a longer file,
 * where the last character may be cut in the middle.
 */
export function isUtf8Text(bytes: Uint8Array, { partial = false } = {}): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial });
    return true;
  } catch {
    return false;
  }
}

/**
 * A text file judged as it streams past (the first bytes only show that it begins as text): each
 * chunk in order, then `end()`; false as soon as a NUL byte or a malformed UTF-8 sequence comes.
 */
export function utf8TextStream() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = true;
  return {
    push(chunk: Uint8Array): boolean {
      if (!ok) return false;
      try {
        ok = !chunk.includes(0) && (decoder.decode(chunk, { stream: true }), true);
      } catch {
        ok = false;
      }
      return ok;
    },
    end(): boolean {
      if (!ok) return false;
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Whether a zip's entry names are a Word document's (.docx): the package's `[Content_Types].xml`
 * and the `word/` part that holds the document.
 */
export const isWordDocument = (entryNames: readonly string[]) =>
  entryNames.includes('[Content_Types].xml') && entryNames.some((n) => n.startsWith('word/'));

/**
 * Whether a part's first bytes may be of one of the wanted types: a zip may still turn out to be a
 * Word document once its entries are read (the intake does that after the last byte).
 */
export const headMayBe = (head: KnownType, wanted: readonly KnownType[]) =>
  wanted.includes(head) || (head === 'application/zip' && wanted.includes(DOCX_TYPE));
