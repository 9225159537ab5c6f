/**
 * Hashtags of a caption and the brand tag (spec 01 §2 "Post creation": hashtags in a caption are
 * extracted and the brand tag is appended; issue 13: `#` and the company name, letters and digits
 * only, appended once). Pure, so the page's chips and counters and the server agree.
 */

/**
 * A hashtag: `#` after the start or a character that cannot be part of a word (so `a#b` and
 * `&#39;` are not tags), then letters, digits, underscores and the combining marks that Indic
 * scripts need inside a word.
 */
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_&#])#([\p{L}\p{M}\p{N}_]+)/gu;
const HAS_LETTER = /\p{L}/u;

/** The same tag whatever its case or Unicode composition. */
const tagKey = (tag: string) => tag.normalize('NFC').toLowerCase();

/**
 * The hashtags of a text, `#` included, each once (the first spelling wins, case ignored), in the
 * order they appear. A tag needs a letter: `#1` is a rank, not a tag.
 */
export function extractHashtags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const m of text.matchAll(HASHTAG)) {
    if (!HAS_LETTER.test(m[1])) continue;
    const key = tagKey(m[1]);
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${m[1]}`);
  }
  return tags;
}

/**
 * The brand tag of a company: `#` and the name's letters and digits (any script; the combining
 * marks of Indic scripts are kept, or "कंपनी" would lose its vowel signs). Null when nothing is left
 * ("&&&", an empty name) or nothing in it is a letter.
 */
export function brandTagOf(companyName: string | null | undefined): string | null {
  const body = (companyName ?? '').normalize('NFC').replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  return body && HAS_LETTER.test(body) ? `#${body}` : null;
}

/** Between the caption and an appended brand tag. */
export const BRAND_TAG_SEPARATOR = '\n\n';

/**
 * The caption as it is posted: the brand tag appended once, unless the caption already has it
 * (case ignored). Applying it again changes nothing.
 */
export function withBrandTag(caption: string, companyName: string | null | undefined): string {
  const tag = brandTagOf(companyName);
  if (!tag) return caption;
  const key = tagKey(tag.slice(1));
  if (extractHashtags(caption).some((t) => tagKey(t.slice(1)) === key)) return caption;
  const text = caption.trimEnd();
  return text ? `${text}${BRAND_TAG_SEPARATOR}${tag}` : tag;
}
