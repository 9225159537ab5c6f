import type { FieldErrors } from '../http/envelope';
import { extractHashtags, withBrandTag } from './hashtags';
import { isImageType, isVideoType, type MediaFacts, type MediaKind } from './media';
import { PLATFORM, PLATFORMS, isPlatformId, type PlatformId } from '../social/platforms';
import { X_MAX_WEIGHTED_LENGTH, xWeightedLength } from './x-length';

/**
 * Posting rules per platform, for the post page (which hides an account and says why) and the
 * server (which refuses the same post with field errors): spec 01 §5 "Posting rules per platform"
 * and §9, plus issue 13's limits of each network. Pure.
 */

/** The post being composed, as the page holds it and the server receives it (media measured). */
export interface ComposedPost {
  mediaKind: MediaKind;
  media: readonly MediaFacts[];
  /** The caption as typed, without the brand tag. */
  caption: string;
  /** The brand tag comes from it; the caption counted is the one posted, tag included. */
  companyName?: string | null;
  /** Posting from Web Updates (spec 01 §5): the website only. */
  webUpdateMode: boolean;
}

/** Which field of the post form a refusal belongs on. */
export type RuleField = 'caption' | 'media' | 'accounts';

export interface CaptionCount {
  used: number;
  limit: number;
}

export interface PlatformCheck {
  platformId: PlatformId;
  name: string;
  allowed: boolean;
  /** Why its accounts are hidden: the first rule the post breaks for this platform. */
  reason?: string;
  field?: RuleField;
  /** The caption counter the page shows (X counts weighted characters). */
  caption?: CaptionCount;
}

export interface PostRules {
  /** The caption as it will be posted: brand tag appended once. */
  finalCaption: string;
  /** Hashtag chips. */
  hashtags: string[];
  /** Every platform, in the order the screens show them. */
  platforms: PlatformCheck[];
}

/** §9: X takes at most 4 images and videos up to 140 s; issue 13: and at least 0.5 s. */
export const X_MAX_IMAGES = 4;
export const X_MAX_VIDEO_S = 140;
export const X_MIN_VIDEO_S = 0.5;
/** Issue 13: Instagram's carousel, caption and image shape (4:5 portrait to 1.91:1 landscape). */
export const INSTAGRAM_MAX_ITEMS = 10;
export const INSTAGRAM_MIN_RATIO = 4 / 5;
export const INSTAGRAM_MAX_RATIO = 1.91;
/** Instagram rounds an image's shape; a 1080 × 566 picture is 1.91:1 to it. */
const RATIO_TOLERANCE = 0.005;

/** Caption limits, in characters (code points); X's is weighted (x-length.ts). */
export const CAPTION_LIMITS: Partial<Record<PlatformId, number>> = {
  [PLATFORM.facebook]: 63_206,
  [PLATFORM.instagram]: 2_200,
  [PLATFORM.x]: X_MAX_WEIGHTED_LENGTH,
  [PLATFORM.linkedin]: 3_000,
  [PLATFORM.google]: 1_500,
  [PLATFORM.youtube]: 5_000,
};

/** The longest caption any platform takes; the server refuses a longer one outright. */
export const MAX_CAPTION_LENGTH = Math.max(...Object.values(CAPTION_LIMITS));
/** A post carries one video, or at most this many images (Instagram's carousel, the largest here). */
export const MAX_POST_IMAGES = INSTAGRAM_MAX_ITEMS;

const n = (value: number) => value.toLocaleString('en-US');

/** The number of characters a platform counts in a caption. */
export function captionLength(platformId: PlatformId, caption: string): number {
  return platformId === PLATFORM.x ? xWeightedLength(caption) : Array.from(caption.normalize('NFC')).length;
}

/** Dates (23-11-2026, 2026.11.23) and times (10:30) are not parts of phone numbers. */
const DATE_OR_TIME = /(?<![\p{N}])(?:\d{1,4}[-./]\d{1,2}[-./]\d{1,4}|\d{1,2}:\d{2}(?::\d{2})?)(?![\p{N}])/gu;

/**
 * Whether a text carries a phone number (Google Business Profile refuses posts that do, issue 13):
 * 7 to 15 digits, perhaps after +, in groups split by single spaces, dots, hyphens or parentheses.
 */
export function containsPhoneNumber(text: string): boolean {
  const withoutDates = text.replace(DATE_OR_TIME, ' ');
  const candidates = withoutDates.matchAll(
    /(?<![\p{L}\p{N}])\+?\(?\d(?:[ .\-()]{0,2}\d){6,18}(?![\p{L}\p{N}])/gu,
  );
  for (const [candidate] of candidates) {
    const digits = candidate.replace(/\D/g, '').length;
    if (digits >= 7 && digits <= 15) return true;
  }
  return false;
}

const ratioOf = (m: MediaFacts) => (m.height > 0 ? m.width / m.height : 0);

type Refusal = { reason: string; field: RuleField } | null;

const refuse = (field: RuleField, reason: string): Refusal => ({ field, reason });

function captionRefusal(platformId: PlatformId, name: string, count?: CaptionCount): Refusal {
  if (!count || count.used <= count.limit) return null;
  return platformId === PLATFORM.x
    ? refuse(
        'caption',
        `X allows ${n(count.limit)} characters (a link counts 23, most emoji and Chinese, Japanese or Korean characters 2); this caption counts ${n(count.used)}`,
      )
    : refuse('caption', `${name} allows ${n(count.limit)} characters; this caption has ${n(count.used)}`);
}

/** The first rule a post breaks for a platform (media first, then the caption), or null. */
function refusalFor(
  platformId: PlatformId,
  name: string,
  post: ComposedPost,
  finalCaption: string,
  count?: CaptionCount,
): Refusal {
  const video = post.mediaKind === 'video';
  const media = post.mediaKind === 'none' ? [] : post.media;
  // §5: in web update mode the post updates the website, and nothing else.
  if (post.webUpdateMode)
    return platformId === PLATFORM.web
      ? null
      : refuse('accounts', 'Web update mode posts to the website only');

  switch (platformId) {
    case PLATFORM.x:
      // §5, §9: over 4 images, or a video over 140 s, hides X; issue 13: under 0.5 s too.
      if (!video && media.length > X_MAX_IMAGES)
        return refuse('media', `X takes at most ${X_MAX_IMAGES} images`);
      if (video && media.some((m) => m.durationS !== undefined && m.durationS > X_MAX_VIDEO_S))
        return refuse('media', `X takes videos up to ${X_MAX_VIDEO_S} seconds`);
      if (video && media.some((m) => m.durationS !== undefined && m.durationS < X_MIN_VIDEO_S))
        return refuse('media', `X takes videos of at least ${X_MIN_VIDEO_S} seconds`);
      break;
    case PLATFORM.instagram:
      if (media.length === 0) return refuse('media', 'Instagram needs an image or a video');
      if (media.length > INSTAGRAM_MAX_ITEMS)
        return refuse('media', `Instagram takes at most ${INSTAGRAM_MAX_ITEMS} items in a carousel`);
      // Videos go as Reels, which take any shape; images must be 4:5 to 1.91:1.
      if (
        !video &&
        media.some(
          (m) =>
            ratioOf(m) < INSTAGRAM_MIN_RATIO - RATIO_TOLERANCE ||
            ratioOf(m) > INSTAGRAM_MAX_RATIO + RATIO_TOLERANCE,
        )
      )
        return refuse('media', 'Instagram takes images from 4:5 (portrait) to 1.91:1 (landscape)');
      break;
    case PLATFORM.google:
      // §5: videos hide Google; so do more than one image.
      if (video) return refuse('media', 'Google does not take videos');
      if (media.length > 1) return refuse('media', 'Google takes one image per post');
      if (containsPhoneNumber(finalCaption))
        return refuse('caption', 'Google does not allow phone numbers in the text of a post');
      break;
    case PLATFORM.web:
      // §5: more than one image hides Web.
      if (!video && media.length > 1) return refuse('media', 'The website takes one image per update');
      break;
    case PLATFORM.youtube:
      // §5: images hide YouTube; issue 13: it takes exactly one video.
      if (!video && media.length > 0) return refuse('media', 'YouTube takes videos only');
      if (media.length === 0) return refuse('media', 'YouTube needs a video');
      if (media.length > 1) return refuse('media', 'YouTube takes one video per post');
      break;
  }
  return captionRefusal(platformId, name, count);
}

/** What the page shows while a post is composed: the caption posted, its hashtags, each platform's verdict. */
export function postRules(post: ComposedPost): PostRules {
  const finalCaption = withBrandTag(post.caption, post.companyName);
  const platforms = PLATFORMS.map((p): PlatformCheck => {
    const limit = CAPTION_LIMITS[p.id];
    const caption = limit === undefined ? undefined : { used: captionLength(p.id, finalCaption), limit };
    const refusal = refusalFor(p.id, p.name, post, finalCaption, caption);
    return {
      platformId: p.id,
      name: p.name,
      allowed: !refusal,
      ...(refusal ? { reason: refusal.reason, field: refusal.field } : {}),
      ...(caption ? { caption } : {}),
    };
  });
  return { finalCaption, hashtags: extractHashtags(finalCaption), platforms };
}

/** The verdict of one platform. */
export const platformCheck = (rules: PostRules, platformId: PlatformId): PlatformCheck =>
  rules.platforms.find((p) => p.platformId === platformId)!;

/**
 * What is wrong with the post whatever the platform: nothing to post, media not of the chosen
 * kind, more than one video or too many images, a caption longer than any platform takes.
 */
export function checkComposition(post: ComposedPost): FieldErrors {
  const errors: FieldErrors = {};
  const media = post.mediaKind === 'none' ? [] : post.media;
  if (post.mediaKind === 'none' && post.media.length > 0)
    errors.media = 'Choose whether the post carries images or a video';
  else if (post.mediaKind === 'image' && media.some((m) => !isImageType(m.mime)))
    errors.media = 'Choose images only, or switch to video';
  else if (post.mediaKind === 'video' && media.some((m) => !isVideoType(m.mime)))
    errors.media = 'Choose a video only, or switch to images';
  else if (post.mediaKind === 'video' && media.length > 1) errors.media = 'A post carries one video';
  else if (media.length > MAX_POST_IMAGES) errors.media = `A post carries at most ${MAX_POST_IMAGES} images`;

  if (!post.caption.trim() && media.length === 0)
    errors.caption = 'Write a caption or add an image or a video';
  else if (Array.from(post.caption).length > MAX_CAPTION_LENGTH)
    errors.caption = `A caption has at most ${n(MAX_CAPTION_LENGTH)} characters`;
  return errors;
}

/** The platforms among those chosen that refuse the post, with why (the server saves the rest). */
export function refusedPlatforms(post: ComposedPost, platformIds: readonly number[]): PlatformCheck[] {
  const rules = postRules(post);
  const chosen = new Set(platformIds);
  return rules.platforms.filter((p) => chosen.has(p.platformId) && !p.allowed);
}

/**
 * The server's check of a post for the platforms of its chosen accounts, in the 422 shape
 * (`{ field: message }`): the composition first, then each refusing platform's reason on its field
 * (several platforms refusing the same field are read one after the other). Empty when it may go.
 */
export function checkPost(post: ComposedPost, platformIds: readonly number[]): FieldErrors {
  const errors = checkComposition(post);
  if (platformIds.length === 0) errors.accounts ??= 'Select at least one account';
  if (platformIds.some((id) => !isPlatformId(id))) errors.accounts ??= 'Select accounts of a known platform';
  if (Object.keys(errors).length > 0) return errors;
  for (const refused of refusedPlatforms(post, platformIds)) {
    const field = refused.field ?? 'accounts';
    errors[field] = errors[field] ? `${errors[field]}. ${refused.reason}` : refused.reason!;
  }
  return errors;
}
