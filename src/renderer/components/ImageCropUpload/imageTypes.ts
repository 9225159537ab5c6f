/** Spec 00 section 5 and spec 01: image upload accepts .png, .jpg, .jpeg. */
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

/** The file input's `accept`: the extensions and their MIME types, so pickers filter the same way. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS, 'image/png', 'image/jpeg'].join(',');

export type OutputImageType = 'image/png' | 'image/jpeg';

/** By the name's extension, which is what the user sees; the crop step then checks the file decodes. */
export function isAllowedImageName(fileName: string): boolean {
  const lower = fileName.trim().toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** A PNG stays PNG (it may be transparent); a JPEG stays JPEG. */
export function outputTypeFor(fileName: string): OutputImageType {
  return fileName.trim().toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/** "logo.final.JPG" → "logo.final.jpg"; the cropped file keeps the name with its output extension. */
export function outputFileName(fileName: string, type: OutputImageType): string {
  const base = fileName.trim().replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
