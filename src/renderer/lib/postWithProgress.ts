/**
 * A presigned upload form sent with progress (fetch cannot report upload progress): the signed
 * fields first, in order, then the file as `file` (issue 22: the size and type are part of the
 * signature). `refused` words the storage's refusal for the screen that asked.
 */
export function postWithProgress(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  onProgress: (percent: number) => void,
  refused: (status: number) => string,
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
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(refused(xhr.status)));
    xhr.onerror = () => reject(new Error('The upload failed. Please check the connection and try again'));
    xhr.send(form);
  });
}
