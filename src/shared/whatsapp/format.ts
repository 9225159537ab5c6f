/**
 * WhatsApp's text formatting, as the template preview shows it (spec 03 §2.6; issue 26): *bold*,
 * _italic_ and ~strikethrough~, and {{n}} replaced by the value given. One parser for the template
 * form and the campaign form; it answers tokens, which the renderer turns into React nodes (never
 * HTML), so nothing a user typed is ever read as markup.
 *
 * WhatsApp's rules: a marker opens at the start of the text or after a character that is not a
 * letter or digit, and is followed by a character that is not a space; it closes on the same line
 * after a character that is not a space, and the closing marker is not followed by a letter or
 * digit. So `a*b*c` and `*not bold *` stay as typed, and a pair never spans lines. Styles nest.
 */

export type FormatStyle = 'bold' | 'italic' | 'strike';

export type FormatToken =
  | { kind: 'text'; text: string }
  /** A {{n}}: `text` is its value, or `{{n}}` itself when no value is given (`filled` false). */
  | { kind: 'variable'; n: number; text: string; filled: boolean }
  | { kind: FormatStyle; children: FormatToken[] };

const MARKERS: Record<string, FormatStyle> = { '*': 'bold', _: 'italic', '~': 'strike' };
const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/;
const PLACEHOLDER = /\{\{(\d{1,2})\}\}/g;

/** The values of {{1}}, {{2}}…, by n; a blank value leaves the placeholder shown. */
export type VariableValues = Record<number, string | null | undefined>;

const opensAt = (text: string, i: number) =>
  (i === 0 || !WORD.test(text[i - 1])) && i + 1 < text.length && !SPACE.test(text[i + 1]);

/** Where the marker opened at `i` closes on its line, or -1. */
function closingOf(text: string, i: number): number {
  const marker = text[i];
  for (let j = i + 2; j < text.length && text[j] !== '\n'; j++) {
    if (text[j] !== marker) continue;
    if (SPACE.test(text[j - 1])) continue;
    if (j + 1 < text.length && WORD.test(text[j + 1])) continue;
    return j;
  }
  return -1;
}

/** Plain text with its {{n}} made variables. */
function withVariables(text: string, values: VariableValues, out: FormatToken[]): void {
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const at = m.index ?? 0;
    if (at > last) pushText(out, text.slice(last, at));
    const n = Number(m[1]);
    const value = values[n];
    const filled = typeof value === 'string' && value.trim() !== '';
    out.push({ kind: 'variable', n, text: filled ? value : m[0], filled });
    last = at + m[0].length;
  }
  if (last < text.length) pushText(out, text.slice(last));
}

function pushText(out: FormatToken[], text: string): void {
  const prev = out[out.length - 1];
  if (prev?.kind === 'text') prev.text += text;
  else out.push({ kind: 'text', text });
}

/** `text` as WhatsApp shows it: styled runs, variables filled from `values`. */
export function formatWhatsApp(text: string, values: VariableValues = {}): FormatToken[] {
  const out: FormatToken[] = [];
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    const style = MARKERS[text[i]];
    const close = style && opensAt(text, i) ? closingOf(text, i) : -1;
    if (close < 0) {
      i += 1;
      continue;
    }
    if (i > plainFrom) withVariables(text.slice(plainFrom, i), values, out);
    out.push({ kind: style, children: formatWhatsApp(text.slice(i + 1, close), values) });
    i = close + 1;
    plainFrom = i;
  }
  if (plainFrom < text.length) withVariables(text.slice(plainFrom), values, out);
  return out;
}

/** The text a reader sees, without the markers (for labels and tests). */
export function plainTextOf(tokens: FormatToken[]): string {
  return tokens
    .map((t) => (t.kind === 'text' || t.kind === 'variable' ? t.text : plainTextOf(t.children)))
    .join('');
}
