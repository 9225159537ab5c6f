/**
 * The length X counts for a post (issue 13: 280 weighted characters), as twitter-text v3 weighs it:
 * the text NFC-normalised; every link 23, whatever its length; each emoji 2, however many code
 * points it is made of; other characters 1 in Latin and the common punctuation ranges and 2
 * elsewhere (CJK, most other scripts). Written by hand: the library is large and this is its rule.
 */

export const X_MAX_WEIGHTED_LENGTH = 280;
/** Every link is shortened to t.co, which counts this many characters. */
export const X_URL_LENGTH = 23;

/** Code point ranges that weigh 1 (twitter-text v3 config); everything else weighs 2. */
const LIGHT_RANGES: readonly [number, number][] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

const isLight = (cp: number) => LIGHT_RANGES.some(([from, to]) => cp >= from && cp <= to);

/** Top-level domains a link without a scheme may end in (the common ones; twitter-text lists all). */
const TLDS =
  'com|net|org|edu|gov|int|mil|info|biz|name|pro|io|co|ai|app|dev|me|tv|ly|gl|in|us|uk|ca|au|de|fr|es|it|nl|jp|cn|ru|br|sg|ae|xyz|site|online|shop|store|tech|blog|news|link|live';

/** `https://…` anywhere, or a bare domain with a known ending (`example.com/offer`, `www.shop.in`). */
const URL_PATTERN = new RegExp(
  String.raw`https?:\/\/[^\s<>"]+|(?<![\p{L}\p{N}@._\-\/])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:${TLDS})(?::\d{1,5})?(?:\/[^\s<>"]*)?(?![\p{L}\p{N}.\-])`,
  'giu',
);

/** Punctuation that ends a sentence, not a link ("see example.com." counts the link without the dot). */
const TRAILING = /[.,;:!?'"\])}]+$/u;

/**
 * One emoji, however many code points it is made of: a flag (two regional indicators), a keycap
 * (1️⃣), or pictographs with their presentation selectors and skin tones joined by U+200D, with
 * the tag characters of a subdivision flag. Else one code point. A regular expression rather than
 * Intl.Segmenter: Node 20's segmenter copies the whole text for each segment, quadratic on a long
 * caption.
 */
const TOKEN =
  /\p{Regional_Indicator}{2}|[0-9#*]\ufe0f?\u20e3|\p{Extended_Pictographic}[\ufe0f\p{Emoji_Modifier}]{0,2}(?:\u200d\p{Extended_Pictographic}[\ufe0f\p{Emoji_Modifier}]{0,2})*[\u{e0020}-\u{e007f}]*|[\s\S]/gu;

function textWeight(text: string): number {
  let weight = 0;
  for (const [token] of text.matchAll(TOKEN)) {
    const first = token.codePointAt(0) ?? 0;
    const single = token.length === (first > 0xffff ? 2 : 1);
    // © and ® are pictographs too, but X counts them as text unless shown as emoji (U+FE0F).
    weight += single ? (isLight(first) ? 1 : 2) : 2;
  }
  return weight;
}

/** The links X would shorten in a text, as [start, end) indices. */
export function linkRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(URL_PATTERN)) {
    let url = m[0];
    const trail = TRAILING.exec(url);
    // A closing parenthesis belongs to the link when the link opened one (Wikipedia style).
    if (trail) {
      let cut = trail[0];
      if (cut.startsWith(')') && url.includes('(')) cut = cut.slice(1);
      url = url.slice(0, url.length - cut.length);
    }
    if (url) ranges.push([m.index, m.index + url.length]);
  }
  return ranges;
}

/** The weighted length X gives a text: at most 280 may be posted. */
export function xWeightedLength(text: string): number {
  const normalized = text.normalize('NFC');
  let weight = 0;
  let at = 0;
  for (const [start, end] of linkRanges(normalized)) {
    weight += textWeight(normalized.slice(at, start)) + X_URL_LENGTH;
    at = end;
  }
  return weight + textWeight(normalized.slice(at));
}
