import type { BrandField, TemplateFieldType } from '../catalog/rules';
import { TEMPLATE_TOKENS, TOKEN_PATTERN, type TemplateManifest, type TemplateToken } from './package-rules';
import {
  attrOf,
  escapeText,
  localName,
  serializeXml,
  withAttr,
  withoutAttrs,
  type XmlDocument,
  type XmlElement,
  type XmlNode,
} from './xml';

/**
 * Template layout rules (issue 12, Package format; docs/template-package.md), pure so that they are
 * tested once: which layouts are safe to draw, and how a layout is filled with a brand. Placeholders
 * are elements with `data-key="<template field key>"`; tokens such as `{{primary_color}}` take the
 * template's colours and fonts.
 */

/** SVG default font size (CSS `medium`), which the renderer uses too. */
export const DEFAULT_FONT_SIZE = 16;

/** Elements that run code or embed other documents: never in a layout (issue 12, Bad input). */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'canvas',
  'handler',
  'listener',
  'html',
  'body',
  'link',
  'base',
  'meta',
]);
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textpath']);
const IMAGE_ELEMENTS = new Set(['image', 'feimage']);
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|jpg|gif);base64,[A-Za-z0-9+/=\s]*$/i;
const URL_FUNCTION = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

const isHref = (name: string) => name === 'href' || name.endsWith(':href') || name === 'src';
const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

export interface LayoutCheckContext {
  /** The active template fields by key: what a `data-key` may name, and its type. */
  fields: ReadonlyMap<string, TemplateFieldType>;
  /** The package's images (`images/logo.png`), which `<image href>` may name. */
  images: ReadonlySet<string>;
  /** template.json's keys: a layout uses only keys it declares (null: not compared). */
  declaredKeys: readonly string[] | null;
}

export interface LayoutCheck {
  problems: string[];
  /** The keys the layout's placeholders use, in order of first use. */
  keys: string[];
}

/** Why a reference (`href`, `url(…)`) is refused, or null when it stays inside the layout or package. */
function referenceProblem(ref: string, element: string, images: ReadonlySet<string>): string | null {
  const value = ref.trim();
  if (value.startsWith('#')) return null;
  const where = `layout.svg: <${element}>`;
  if (IMAGE_ELEMENTS.has(element)) {
    if (EMBEDDED_IMAGE.test(value)) return null;
    if (/^images\/[^/]+$/.test(value))
      return images.has(value) ? null : `${where} refers to ${short(value)}, which is not in the package`;
  }
  if (/^file:/i.test(value))
    return `${where} refers to a file on a computer (${short(value)}): use images/ in the package`;
  if (/^(https?:)?\/\//i.test(value))
    return `${where} refers to a web address (${short(value)}): put the image in the package's images/`;
  if (/^\s*(javascript|vbscript):/i.test(value))
    return `${where} has a script address: scripts are not allowed`;
  if (/^data:/i.test(value))
    return IMAGE_ELEMENTS.has(element)
      ? `${where} embeds ${short(value.split(',')[0])}: only PNG, JPEG and GIF images may be embedded`
      : `${where} embeds data (${short(value.split(',')[0])}): only <image> may`;
  return `${where} refers to ${short(value)}: only images/ in the package, embedded images and #ids are allowed`;
}

function tokenProblems(text: string, out: Set<string>) {
  for (const m of text.matchAll(TOKEN_PATTERN))
    if (!(TEMPLATE_TOKENS as readonly string[]).includes(m[1]))
      out.add(
        `layout.svg uses the unknown token {{${m[1]}}}: use ${TEMPLATE_TOKENS.map((t) => `{{${t}}}`).join(', ')}`,
      );
}

function cssProblems(css: string, element: string, out: Set<string>) {
  if (/@import/i.test(css)) out.add(`layout.svg: <${element}> imports a style sheet (@import): not allowed`);
  for (const m of css.matchAll(URL_FUNCTION)) {
    const problem = m[2].trim().startsWith('#') ? null : referenceProblem(m[2], element, new Set());
    if (problem) out.add(problem);
  }
  if (/expression\s*\(|javascript:/i.test(css)) out.add(`layout.svg: <${element}> has a script in its style`);
}

/**
 * Checks a parsed layout (issue 12, Bad input): no scripts, `on…` handlers, foreignObject or other
 * embedded documents, no references outside the package (`file:`, `http(s):`; only `images/…`,
 * embedded PNG/JPEG/GIF and `#id`), known tokens, and placeholders that name active template fields
 * of the right kind on the right element. Lists every problem.
 */
export function checkLayout(doc: XmlDocument, ctx: LayoutCheckContext): LayoutCheck {
  const problems = new Set<string>();
  const keys: string[] = [];
  if (localName(doc.root.name) !== 'svg') problems.add('layout.svg: the root element must be <svg>');

  const visit = (el: XmlElement) => {
    const name = localName(el.name);
    if (FORBIDDEN_ELEMENTS.has(name))
      problems.add(
        name === 'script'
          ? 'layout.svg contains a <script>: scripts are not allowed'
          : `layout.svg contains <${el.name}>: embedded documents and scripts are not allowed`,
      );
    for (const a of el.attrs) {
      const attr = a.name.toLowerCase();
      if (attr === 'xmlns' || attr.startsWith('xmlns:')) continue;
      if (localName(attr).startsWith('on'))
        problems.add(`layout.svg: <${el.name}> has the event handler ${a.name}: scripts are not allowed`);
      if (isHref(attr)) {
        const problem = referenceProblem(a.value, name, ctx.images);
        if (problem) problems.add(problem);
      }
      if (attr === 'style') cssProblems(a.value, name, problems);
      else
        for (const m of a.value.matchAll(URL_FUNCTION)) {
          const problem = m[2].trim().startsWith('#') ? null : referenceProblem(m[2], name, new Set());
          if (problem) problems.add(problem);
        }
      if (
        (name === 'set' || name.startsWith('animate')) &&
        attr === 'attributename' &&
        /href$/i.test(a.value)
      )
        problems.add(`layout.svg: <${el.name}> animates a link: not allowed`);
      tokenProblems(a.value, problems);
    }
    if (name === 'style') {
      const css = el.children
        .map((c) => (c.kind === 'text' ? c.raw : c.kind === 'cdata' ? c.text : ''))
        .join('');
      cssProblems(css, name, problems);
    }

    const key = attrOf(el, 'data-key');
    if (key !== undefined) {
      const type = ctx.fields.get(key);
      if (!type)
        problems.add(`layout.svg uses the key "${short(key)}", which is not an active template field`);
      else {
        if (!keys.includes(key)) keys.push(key);
        if (ctx.declaredKeys && !ctx.declaredKeys.includes(key))
          problems.add(`layout.svg uses the key "${key}", which template.json does not list in keys`);
        if (type === 'text' && !TEXT_ELEMENTS.has(name))
          problems.add(`layout.svg: the text key "${key}" must be on a <text> or <tspan>, not <${el.name}>`);
        if (type === 'image' && name !== 'image')
          problems.add(`layout.svg: the image key "${key}" must be on an <image>, not <${el.name}>`);
        if (type === 'image' && (!positive(attrOf(el, 'width')) || !positive(attrOf(el, 'height'))))
          problems.add(
            `layout.svg: the <image> of "${key}" needs a width and a height (the box the image fits in)`,
          );
      }
      const maxWidth = attrOf(el, 'data-max-width');
      if (maxWidth !== undefined && !positive(maxWidth))
        problems.add(`layout.svg: data-max-width="${short(maxWidth)}" must be a number of pixels above 0`);
    }
    for (const child of el.children) {
      if (child.kind === 'element') visit(child);
      else if (child.kind === 'text') tokenProblems(child.raw, problems);
      else if (child.kind === 'cdata') tokenProblems(child.text, problems);
    }
  };
  visit(doc.root);

  for (const key of ctx.declaredKeys ?? [])
    if (!ctx.fields.has(key))
      problems.add(`template.json lists the key "${short(key)}", which is not an active template field`);
  return { problems: [...problems], keys };
}

function positive(value: string | undefined): boolean {
  if (value === undefined) return false;
  const n = Number(value.trim().replace(/px$/, ''));
  return Number.isFinite(n) && n > 0;
}

/** What a placeholder shows (by its template field's type). */
export type PlaceholderValue =
  | { type: 'text'; text: string }
  /** An embedded image (`data:` URI), or null to hide the placeholder. */
  | { type: 'image'; href: string | null }
  /** `#RRGGBB`, or null to keep the layout's colour. */
  | { type: 'colour'; colour: string | null };

/** The width of a text in pixels, in a font family (the CSS list as written) at a size. */
export type MeasureText = (text: string, fontFamily: string | undefined, fontSize: number) => number;

export interface FillInput {
  /** template.json's size: the root's width and height. */
  size: TemplateManifest['size'];
  /** Placeholder values by key; a key without one keeps the layout's sample content. */
  values: Readonly<Record<string, PlaceholderValue>>;
  tokens: Readonly<Record<TemplateToken, string>>;
  /** The package's images as `data:` URIs, by name (`images/logo.png`). */
  images: Readonly<Record<string, string>>;
  measure: MeasureText;
}

/** `font-size` and `font-family` from an element's attributes and style (the style wins, as in CSS). */
function fontOf(el: XmlElement, inherited: { family?: string; size: number }) {
  let family = attrOf(el, 'font-family') ?? inherited.family;
  let sizeText = attrOf(el, 'font-size');
  const style = attrOf(el, 'style');
  if (style)
    for (const decl of style.split(';')) {
      const [prop, ...rest] = decl.split(':');
      const value = rest.join(':').trim();
      if (prop.trim().toLowerCase() === 'font-family' && value) family = value;
      if (prop.trim().toLowerCase() === 'font-size' && value) sizeText = value;
    }
  let size = inherited.size;
  if (sizeText !== undefined) {
    const m = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(sizeText);
    if (m) size = Number(m[1]);
  }
  return { family, size };
}

const replaceTokens = (text: string, tokens: FillInput['tokens'], escape: (s: string) => string) =>
  text.replace(TOKEN_PATTERN, (whole, name: string) =>
    name in tokens ? escape(tokens[name as TemplateToken]) : whole,
  );

/** The root's size: template.json's width and height, with a viewBox when the layout has none. */
function sizedRoot(root: XmlElement, size: FillInput['size']): XmlElement {
  let el = root;
  if (attrOf(el, 'viewBox') === undefined) {
    const w = Number(attrOf(el, 'width')?.replace(/px$/, ''));
    const h = Number(attrOf(el, 'height')?.replace(/px$/, ''));
    const box = w > 0 && h > 0 ? `0 0 ${w} ${h}` : `0 0 ${size.width} ${size.height}`;
    el = withAttr(el, 'viewBox', box);
  }
  return withAttr(withAttr(el, 'width', String(size.width)), 'height', String(size.height));
}

/**
 * A layout filled in (issue 12, Package format): tokens replaced by the template's values, package
 * images embedded, and each placeholder given its value. Text is written escaped, so brand text such
 * as `<b>&` shows as typed, and shrunk to fit `data-max-width` when it is wider (measured with
 * `measure`); an image is fitted to its box; a colour fills its element. Answers the SVG text.
 */
export function fillLayout(doc: XmlDocument, input: FillInput): string {
  const fill = (node: XmlNode, inherited: { family?: string; size: number }): XmlNode => {
    if (node.kind === 'text') return { kind: 'text', raw: replaceTokens(node.raw, input.tokens, escapeText) };
    if (node.kind === 'cdata')
      return { kind: 'cdata', text: replaceTokens(node.text, input.tokens, (s) => s) };
    if (node.kind === 'other') return node;

    let el: XmlElement = {
      ...node,
      attrs: node.attrs.map((a) => ({ name: a.name, value: replaceTokens(a.value, input.tokens, (s) => s) })),
    };
    const font = fontOf(el, inherited);
    const name = localName(el.name);

    if (IMAGE_ELEMENTS.has(name))
      for (const a of el.attrs)
        if (isHref(a.name.toLowerCase()) && input.images[a.value.trim()])
          el = withAttr(el, a.name, input.images[a.value.trim()]);

    const key = attrOf(el, 'data-key');
    const value = key === undefined ? undefined : input.values[key];
    if (value?.type === 'text') {
      el = { ...el, children: [{ kind: 'text', raw: escapeText(value.text) }] };
      const maxWidth = Number(attrOf(el, 'data-max-width')?.replace(/px$/, ''));
      if (maxWidth > 0 && value.text) {
        const width = input.measure(value.text, font.family, font.size);
        if (width > maxWidth) el = withFontSize(el, Math.floor(((font.size * maxWidth) / width) * 100) / 100);
      }
      return el;
    }
    if (value?.type === 'image') {
      el = withoutAttrs(
        el,
        el.attrs.filter((a) => isHref(a.name.toLowerCase())).map((a) => a.name),
      );
      el = value.href
        ? withAttr(withAttr(el, 'href', value.href), 'preserveAspectRatio', 'xMidYMid meet')
        : withAttr(el, 'visibility', 'hidden');
    }
    if (value?.type === 'colour' && value.colour) el = withAttr(el, 'fill', value.colour);

    return { ...el, children: el.children.map((c) => fill(c, font)) };
  };
  const root = fill(sizedRoot(doc.root, input.size), { size: DEFAULT_FONT_SIZE }) as XmlElement;
  return serializeXml({ prolog: doc.prolog, root });
}

/** The element with this font size, also where its style sets one (the style would win). */
function withFontSize(el: XmlElement, size: number): XmlElement {
  let out = withAttr(el, 'font-size', String(Math.max(1, size)));
  const style = attrOf(out, 'style');
  if (style && /font-size/i.test(style))
    out = withAttr(
      out,
      'style',
      style
        .split(';')
        .filter((d) => d.split(':')[0].trim().toLowerCase() !== 'font-size')
        .join(';'),
    );
  return out;
}

/** A CSS font family for a token: quoted, and only characters that cannot break out of it. */
export const fontFamilyToken = (family: string) =>
  `'${family.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'sans-serif'}'`;

/** What a placeholder reads: a template field's key, type and brand field (catalog master). */
export interface PlaceholderField {
  key: string;
  type: TemplateFieldType;
  brandField: BrandField;
}

/**
 * Each template field's value from a brand (issue 12, Package format): text fields the brand's text
 * (empty when missing), image fields the logo (`data:` URI, or null to hide), colour fields the brand
 * colour (`#RRGGBB`; the brand keeps it without `#`).
 */
export function placeholderValues(
  fields: readonly PlaceholderField[],
  brand: Partial<Record<BrandField, string | null>>,
  logo: string | null,
): Record<string, PlaceholderValue> {
  const colour = brand.brandColor?.replace(/^#/, '');
  return Object.fromEntries(
    fields.map((f): [string, PlaceholderValue] => {
      if (f.type === 'image') return [f.key, { type: 'image', href: logo }];
      if (f.type === 'colour')
        return [
          f.key,
          { type: 'colour', colour: colour && /^[0-9A-Fa-f]{6}$/.test(colour) ? `#${colour}` : null },
        ];
      return [f.key, { type: 'text', text: (brand[f.brandField] ?? '').trim() }];
    }),
  );
}
