import { sniffType, type KnownType } from '../../../shared/files/sniff-type';

/** The extension a stored file gets, by the type its bytes show. */
export const EXTENSIONS: Record<KnownType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/** What the Files upload (and a kept file such as a logo) may be: images and PDF. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The first bytes of each accepted type: what a file is, whatever its name or declared type says. */
export function sniff(bytes: Buffer): UploadType | null {
  const type = sniffType(bytes);
  return (UPLOAD_TYPES as readonly string[]).includes(type ?? '') ? (type as UploadType) : null;
}
