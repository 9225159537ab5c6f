import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { MediaFacts, PostMediaType } from '../../../../shared/posts/media';
import { invalid } from '../../../http/errors';
import { readVideoFacts } from './mp4-boxes';

/** A video's index larger than this is not a real one (a crafted file): it is refused, not read. */
const MAX_INDEX_BYTES = 32 * 1024 * 1024;
/** Pictures larger than this are refused before they are decoded (a decompression bomb). */
const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * The facts of a received upload measured from its file on disk (issue 22: memory flat whatever its
 * size): an image through sharp reading the file, a video from its `moov` box alone, found by
 * walking the top-level box headers, never the whole file.
 */
export async function probeMediaFile(
  file: string,
  size: number,
  mime: PostMediaType,
  field: string,
): Promise<MediaFacts> {
  if (mime.startsWith('video/')) {
    const index = await videoIndex(file, size);
    const video = index
      ? readVideoFacts(index)
      : 'The video has no index (moov box); export it again as MP4 or MOV';
    if (typeof video === 'string') throw invalid({ [field]: video });
    return { mime, bytes: size, ...video };
  }
  try {
    const meta = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) throw new Error('no size');
    return { mime, bytes: size, width, height };
  } catch {
    throw invalid({ [field]: 'The image could not be read' });
  }
}

/** The `moov` box (with its header) of an MP4/MOV file, read on its own; null when there is none. */
async function videoIndex(file: string, size: number): Promise<Buffer | null> {
  const handle = await fs.open(file, 'r');
  try {
    const header = Buffer.alloc(16);
    for (let at = 0, boxes = 0; at + 8 <= size && boxes < 10_000; boxes++) {
      await handle.read(header, 0, 16, at);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - at;
      if (boxSize < 8 || at + boxSize > size) return null;
      if (type === 'moov') {
        if (boxSize > MAX_INDEX_BYTES) return null;
        const moov = Buffer.alloc(boxSize);
        await handle.read(moov, 0, boxSize, at);
        return moov;
      }
      at += boxSize;
    }
    return null;
  } finally {
    await handle.close();
  }
}
