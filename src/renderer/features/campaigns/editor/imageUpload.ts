import { isDesktop } from '../../../lib/desktop';
import { postWithProgress } from '../../../lib/postWithProgress';
import { presignCampaignUpload, uploadCampaignImageFile } from '../api';

/** An image chosen in the editor, ready for the form: by the address its upload answered (§7). */
export type UploadedImage = { kind: 'path'; path: string };

/** The image's natural size, read by the browser. */
export function naturalSizeOf(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('The image could not be read.'));
    img.src = src;
  });
}

/**
 * Uploads a campaign or banner image. In a browser: the presigned upload of §7 (GET PresignedUrl,
 * then POST the signed form, progress reported). The desktop app talks to the server through the
 * main process, where a renderer request to the storage cannot go: there the JPEG goes as form data
 * to Campaign/UploadImage through the gateway. Either way the form then carries the image's path.
 */
export async function uploadCampaignImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  onProgress(0);
  if (isDesktop()) {
    const { url } = await uploadCampaignImageFile(file);
    onProgress(100);
    return { kind: 'path', path: url };
  }
  const presigned = await presignCampaignUpload(file.name);
  await postWithProgress(
    presigned.uploadUrl,
    presigned.fields,
    file,
    onProgress,
    (status) => `The upload was refused (${status}). Please add the image again`,
  );
  onProgress(100);
  return { kind: 'path', path: presigned.url };
}
