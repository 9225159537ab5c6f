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
] as const;
export type KnownType = (typeof KNOWN_TYPES)[number];

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
  if (b.length >= 4 && b[0] === 0 && b[1] === 1 && b[2] === 0 && b[3] === 0) return 'font/ttf';
  if (text(b, 0, 4) === 'true') return 'font/ttf';
  if (text(b, 0, 4) === 'OTTO') return 'font/otf';
  if (b.length >= 12 && text(b, 4, 8) === 'ftyp') {
    const major = text(b, 8, 12);
    if (IMAGE_BRANDS.has(major)) return null;
    return major === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (b.length >= 8 && OLD_QUICKTIME_BOXES.has(text(b, 4, 8))) return 'video/quicktime';
  return null;
}
