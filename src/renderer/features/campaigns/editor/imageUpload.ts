import { CAMPAIGN_IMAGE_TYPE } from '../../../../shared/campaigns/schemas';
import { isDesktop } from '../../../lib/desktop';
import { presignCampaignUpload } from '../api';
import { base64Of } from '../../../lib/fileData';

/** An image chosen in the editor, ready for the form: by presigned address or inline (§7). */
export type UploadedImage =
  | { kind: 'path'; path: string }
  | { kind: 'inline'; image: { fileName: string; contentType: 'image/jpeg'; dataBase64: string } };

/** The image's natural size, read by the browser. */
export function naturalSizeOf(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('The image could not be read.'));
    img.src = src;
  });
}

/** PUT with progress (fetch cannot report upload progress). */
function putWithProgress(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`The upload was refused (${xhr.status}). Please add the image again`));
    xhr.onerror = () => reject(new Error('The upload failed. Please check the connection and try again'));
    xhr.send(file);
  });
}

/**
 * Uploads a campaign or banner image. In a browser: the presigned upload of §7 (GET PresignedUrl,
 * then PUT with the returned headers, progress reported). The desktop app talks to the server through
 * the main process, where a renderer PUT cannot go: there the JPEG travels inline (base64) in the
 * save, as the contract also allows.
 */
export async function uploadCampaignImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  onProgress(0);
  if (isDesktop()) {
    const dataBase64 = await base64Of(file);
    onProgress(100);
    return { kind: 'inline', image: { fileName: file.name, contentType: CAMPAIGN_IMAGE_TYPE, dataBase64 } };
  }
  const presigned = await presignCampaignUpload(file.name);
  await putWithProgress(presigned.uploadUrl, file, presigned.headers, onProgress);
  onProgress(100);
  return { kind: 'path', path: presigned.url };
}
