import { filesContract } from '../../../shared/files/contract';
import { api } from '../../lib/api';
import type { CroppedImage } from './cropImage';

/**
 * Stores a cropped image through the Files upload (spec 01 section 7) and answers its address;
 * `isWeb` stores it as a website asset, public from the start.
 */
export async function uploadCroppedImage(
  image: CroppedImage,
  options: { isWeb?: boolean } = {},
): Promise<string> {
  const { data } = await api.call(filesContract.upload, {
    body: options.isWeb ? { isWeb: true } : {},
    files: { file: { name: image.fileName, data: image.blob, type: image.mimeType } },
  });
  return data.url;
}
