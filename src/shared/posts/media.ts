/**
 * What a post's media are (spec 01 §2 "Post creation": image or video; §3 Post: mediaType). The
 * server measures each file itself from its bytes (issue 13); the page measures the same facts in
 * the browser to hide accounts live.
 */

export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const POST_VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;

export type PostImageType = (typeof POST_IMAGE_TYPES)[number];
export type PostVideoType = (typeof POST_VIDEO_TYPES)[number];
export type PostMediaType = PostImageType | PostVideoType;

export type MediaKind = 'image' | 'video' | 'none';

/** One measured file: pixels as displayed (EXIF orientation and video rotation applied), seconds, bytes. */
export interface MediaFacts {
  mime: string;
  width: number;
  height: number;
  /** Videos only. */
  durationS?: number;
  bytes: number;
}

export const isImageType = (mime: string): mime is PostImageType =>
  (POST_IMAGE_TYPES as readonly string[]).includes(mime);
export const isVideoType = (mime: string): mime is PostVideoType =>
  (POST_VIDEO_TYPES as readonly string[]).includes(mime);

/** The kind of one file, by its (measured) type; null for anything a post cannot carry. */
export const kindOfType = (mime: string): Exclude<MediaKind, 'none'> | null =>
  isImageType(mime) ? 'image' : isVideoType(mime) ? 'video' : null;

/** The message for a file that is neither an accepted image nor an accepted video. */
export const UNSUPPORTED_MEDIA_MESSAGE = 'Choose a JPEG, PNG, WebP or GIF image, or an MP4 or MOV video';
