import sharp from 'sharp';
import {
  UNSUPPORTED_MEDIA_MESSAGE,
  type MediaFacts,
  type PostMediaType,
} from '../../../../shared/posts/media';
import { invalid } from '../../../http/errors';
import { readVideoFacts } from './mp4-boxes';

/**
 * The server measures a post's media itself (issue 13, "Posts"): the type from the bytes (magic
 * numbers), never the name or the declared type; an image's displayed size from sharp; a video's
 * duration and displayed size from its MP4/MOV boxes. The posting rules then judge those facts.
 */

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

/** Pictures larger than this are refused before they are decoded (a decompression bomb). */
const MAX_IMAGE_PIXELS = 100_000_000;

/** What the bytes are, by their first bytes; null for anything a post cannot carry. */
export function sniffPostMedia(bytes: Buffer): PostMediaType | null {
  if (bytes.length < 12) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(4, 8) === 'ftyp') {
    const major = ascii(8, 12);
    if (IMAGE_BRANDS.has(major)) return null;
    return major === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  return OLD_QUICKTIME_BOXES.has(ascii(4, 8)) ? 'video/quicktime' : null;
}

/** The facts of one file, or the message a user reads about it. */
export async function measureMedia(bytes: Buffer): Promise<MediaFacts | { error: string }> {
  if (bytes.length === 0) return { error: 'The file is empty' };
  const mime = sniffPostMedia(bytes);
  if (!mime) return { error: UNSUPPORTED_MEDIA_MESSAGE };

  if (mime.startsWith('video/')) {
    const video = readVideoFacts(bytes);
    if (typeof video === 'string') return { error: video };
    return { mime, bytes: bytes.length, ...video };
  }

  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    // As displayed: a phone photo is stored sideways with an EXIF orientation.
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) return { error: 'The image could not be read' };
    return { mime, bytes: bytes.length, width, height };
  } catch {
    return { error: 'The image could not be read' };
  }
}

/** The facts of one file; a 422 on `field` when it is not an image or a video a post can carry. */
export async function probeMedia(bytes: Buffer, field = 'media'): Promise<MediaFacts> {
  const facts = await measureMedia(bytes);
  if ('error' in facts) throw invalid({ [field]: facts.error });
  return facts;
}
