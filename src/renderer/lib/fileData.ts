/** A file's bytes as a `data:` address (previews, a QR's logo). */
export function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });
}

/** A file's bytes as base64, as the JSON uploads carry them (`dataBase64`). */
export async function base64Of(file: Blob): Promise<string> {
  const url = await dataUrlOf(file);
  return url.slice(url.indexOf(',') + 1);
}
