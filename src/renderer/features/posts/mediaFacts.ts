import { isVideoType, type MediaFacts } from '../../../shared/posts/media';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/** The type a stored file's address names by its extension (drafts keep addresses only). */
export const mimeOfUrl = (url: string): string =>
  TYPES[/\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/jpeg';

/**
 * Measures a stored file in the browser (a reopened draft has addresses, not the upload's facts):
 * enough for the accounts list; the server measures again when the post is made (issue 13).
 */
export function measureUrl(src: string, mime: string): Promise<MediaFacts> {
  return new Promise((resolve) => {
    if (isVideoType(mime)) {
      const v = document.createElement('video');
      v.preload = 'metadata';
      v.onloadedmetadata = () =>
        resolve({ mime, width: v.videoWidth, height: v.videoHeight, durationS: v.duration, bytes: 0 });
      v.onerror = () => resolve({ mime, width: 0, height: 0, bytes: 0 });
      v.src = src;
      return;
    }
    const img = new Image();
    img.onload = () => resolve({ mime, width: img.naturalWidth, height: img.naturalHeight, bytes: 0 });
    img.onerror = () => resolve({ mime, width: 0, height: 0, bytes: 0 });
    img.src = src;
  });
}
