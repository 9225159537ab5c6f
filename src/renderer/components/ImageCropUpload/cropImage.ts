import type { Area } from 'react-easy-crop';
import { fitWithin, MAX_IMAGE_SIDE } from './fitWithin';
import type { OutputImageType } from './imageTypes';
import { dataUrlOf } from '../../lib/fileData';

export interface CroppedImage {
  blob: Blob;
  /** The same image as a data: URL, for previews and JSON payloads. */
  dataUrl: string;
  width: number;
  height: number;
  mimeType: OutputImageType;
  fileName: string;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The image could not be read'));
    img.src = src;
  });
}

/**
 * Draws the chosen area of the image on a browser canvas, scaled down to at most `maxSide` px on the
 * longer side (spec 00 section 5), and encodes it. No server round trip and no native module.
 */
export async function cropImage(
  src: string,
  area: Area,
  {
    mimeType,
    fileName,
    maxSide = MAX_IMAGE_SIDE,
  }: { mimeType: OutputImageType; fileName: string; maxSide?: number },
): Promise<CroppedImage> {
  const img = await loadImage(src);
  const { width, height } = fitWithin(area.width, area.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  if (mimeType === 'image/jpeg') {
    // JPEG has no transparency; without a fill, transparent pixels of a source would turn black.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('The image could not be encoded'))),
      mimeType,
      0.92,
    ),
  );
  return { blob, dataUrl: await dataUrlOf(blob), width, height, mimeType, fileName };
}
