import { isDesktop } from '../../../lib/desktop';
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
 * The presigned form sent with progress (fetch cannot report upload progress): the signed fields
 * first, in order, then the file as `file` (issue 22: the size and type are part of the signature).
 */
function postWithProgress(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`The upload was refused (${xhr.status}). Please add the image again`));
    xhr.onerror = () => reject(new Error('The upload failed. Please check the connection and try again'));
    xhr.send(form);
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
  await postWithProgress(presigned.uploadUrl, presigned.fields, file, onProgress);
  onProgress(100);
  return { kind: 'path', path: presigned.url };
}
