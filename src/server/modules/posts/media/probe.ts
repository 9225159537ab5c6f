import sharp from 'sharp';
import {
  isImageType,
  isVideoType,
  UNSUPPORTED_MEDIA_MESSAGE,
  type MediaFacts,
  type PostMediaType,
} from '../../../../shared/posts/media';
import { sniffType } from '../../../../shared/files/sniff-type';
import { invalid } from '../../../http/errors';
import { readVideoFacts } from './mp4-boxes';

/**
 * The server measures a post's media itself (issue 13, "Posts"): the type from the bytes (magic
 * numbers), never the name or the declared type; an image's displayed size from sharp; a video's
 * duration and displayed size from its MP4/MOV boxes. The posting rules then judge those facts.
 */

/** Pictures larger than this are refused before they are decoded (a decompression bomb). */
const MAX_IMAGE_PIXELS = 100_000_000;

/** What the bytes are, by their first bytes (the shared sniffer); null for anything a post cannot carry. */
export function sniffPostMedia(bytes: Buffer): PostMediaType | null {
  const type = sniffType(bytes);
  return type && (isImageType(type) || isVideoType(type)) ? type : null;
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
