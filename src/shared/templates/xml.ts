/**
 * A small, strict XML reader and writer for template layouts (issue 12, Package format). Pure
 * TypeScript, so the server and a screen can both use it. It keeps what a layout needs (elements,
 * attributes, text, CDATA, comments) and refuses what a layout never needs and an attacker loves: a
 * DOCTYPE (entity expansion), unknown entities, unbalanced tags.
 */

export interface XmlAttr {
  name: string;
  /** Decoded: `&amp;` is `&` here, escaped again when written. */
  value: string;
}

export interface XmlElement {
  kind: 'element';
  name: string;
  attrs: XmlAttr[];
  children: XmlNode[];
}

export interface XmlText {
  kind: 'text';
  /** As written in the file (entities not decoded), so unchanged text is written back unchanged. */
  raw: string;
}

export interface XmlCdata {
  kind: 'cdata';
  text: string;
}

/** A comment or processing instruction, written back as it was. */
export interface XmlOther {
  kind: 'other';
  raw: string;
}

export type XmlNode = XmlElement | XmlText | XmlCdata | XmlOther;

export interface XmlDocument {
  /** The XML declaration and comments before the root. */
  prolog: XmlOther[];
  root: XmlElement;
}

export class XmlError extends Error {}

/** Deepest nesting and most nodes a layout may have: far past any design, short of a denial of service. */
const MAX_DEPTH = 256;
const MAX_NODES = 200_000;

const NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*/;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the five XML entities and character references; anything else is an error. */
export function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,12});?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new XmlError('A "&" must start an entity such as &amp;');
    if (name in NAMED_ENTITIES) return NAMED_ENTITIES[name];
    const code = /^#x([0-9a-fA-F]{1,6})$/.exec(name)?.[1] ?? /^#([0-9]{1,7})$/.exec(name)?.[1];
    if (code !== undefined) {
      const n = name[1] === 'x' ? parseInt(code, 16) : parseInt(code, 10);
      if (n === 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff))
        throw new XmlError(`&${name}; is not a character`);
      return String.fromCodePoint(n);
    }
    throw new XmlError(`Unknown entity &${name};`);
  });
}

export const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escapeAttr = (s: string) =>
  escapeText(s)
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');

/** Parses a whole document with one root element. Throws XmlError saying what is wrong. */
export function parseXml(input: string): XmlDocument {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let i = 0;
  let nodes = 0;
  const prolog: XmlOther[] = [];
  let root: XmlElement | null = null;
  const stack: XmlElement[] = [];

  const fail = (message: string): never => {
    const line = text.slice(0, i).split('\n').length;
    throw new XmlError(`${message} (line ${line})`);
  };
  const count = () => {
    if (++nodes > MAX_NODES) fail('The layout has too many elements');
  };
  const until = (end: string, what: string) => {
    const at = text.indexOf(end, i);
    if (at < 0) fail(`Unclosed ${what}`);
    const body = text.slice(i, at);
    i = at + end.length;
    return body;
  };
  const add = (node: XmlNode) => {
    count();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else if (node.kind === 'other') prolog.push(node);
    else if (node.kind === 'text' && node.raw.trim() === '') return;
    else if (node.kind !== 'element') fail('Text outside the root element');
  };

  while (i < text.length) {
    if (text.startsWith('<?', i)) {
      const start = i;
      i += 2;
      until('?>', 'processing instruction');
      add({ kind: 'other', raw: text.slice(start, i) });
    } else if (text.startsWith('<!--', i)) {
      const start = i;
      i += 4;
      until('-->', 'comment');
      add({ kind: 'other', raw: text.slice(start, i) });
    } else if (text.startsWith('<![CDATA[', i)) {
      if (!stack.length) fail('CDATA outside the root element');
      i += 9;
      add({ kind: 'cdata', text: until(']]>', 'CDATA section') });
    } else if (text.startsWith('<!', i)) {
      fail('A DOCTYPE or entity declaration is not allowed');
    } else if (text.startsWith('</', i)) {
      i += 2;
      const name = NAME.exec(text.slice(i, i + 200))?.[0];
      if (!name) fail('A closing tag without a name');
      i += name!.length;
      while (/\s/.test(text[i] ?? '')) i++;
      if (text[i] !== '>') fail(`Closing tag </${name}> is not closed`);
      i++;
      const open = stack.pop();
      if (!open || open.name !== name) fail(`</${name}> closes ${open ? `<${open.name}>` : 'nothing'}`);
      if (!stack.length) {
        root = open!;
        break;
      }
    } else if (text[i] === '<') {
      if (root) fail('A second root element');
      i++;
      const name = NAME.exec(text.slice(i, i + 200))?.[0];
      if (!name) fail('A tag without a name');
      i += name!.length;
      const element: XmlElement = { kind: 'element', name: name!, attrs: [], children: [] };
      const seen = new Set<string>();
      for (;;) {
        const ws = i;
        while (/\s/.test(text[i] ?? '')) i++;
        if (text.startsWith('/>', i)) {
          i += 2;
          add(element);
          if (!stack.length) root = element;
          break;
        }
        if (text[i] === '>') {
          i++;
          add(element);
          if (stack.length >= MAX_DEPTH) fail('The layout is nested too deeply');
          stack.push(element);
          break;
        }
        if (i === ws) fail(`<${name}> has a malformed attribute`);
        const attrName = NAME.exec(text.slice(i, i + 200))?.[0];
        if (!attrName) fail(`<${name}> has a malformed attribute`);
        i += attrName!.length;
        while (/\s/.test(text[i] ?? '')) i++;
        if (text[i] !== '=') fail(`Attribute ${attrName} of <${name}> has no value`);
        i++;
        while (/\s/.test(text[i] ?? '')) i++;
        const quote = text[i];
        if (quote !== '"' && quote !== "'") fail(`Attribute ${attrName} of <${name}> is not quoted`);
        i++;
        const rawValue = until(quote, `attribute ${attrName}`);
        if (rawValue.includes('<')) fail(`Attribute ${attrName} of <${name}> contains "<"`);
        if (seen.has(attrName!)) fail(`<${name}> has two ${attrName} attributes`);
        seen.add(attrName!);
        let value: string;
        try {
          value = decodeEntities(rawValue);
        } catch (err) {
          fail((err as Error).message);
        }
        // Attribute values normalise white space characters to spaces (XML 1.0 section 3.3.3).
        element.attrs.push({ name: attrName!, value: value!.replace(/[\t\n\r]/g, ' ') });
      }
      if (root) break;
    } else {
      const next = text.indexOf('<', i);
      const raw = text.slice(i, next < 0 ? text.length : next);
      i = next < 0 ? text.length : next;
      try {
        decodeEntities(raw);
      } catch (err) {
        fail((err as Error).message);
      }
      add({ kind: 'text', raw });
    }
  }
  if (stack.length) fail(`<${stack[stack.length - 1].name}> is not closed`);
  if (!root) fail('No root element');
  // Only comments, processing instructions and white space may follow the root.
  if (
    text
      .slice(i)
      .replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, '')
      .trim() !== ''
  )
    fail('Content after the root element');
  return { prolog, root: root! };
}

function writeNode(node: XmlNode, out: string[]): void {
  switch (node.kind) {
    case 'text':
      out.push(node.raw);
      return;
    case 'cdata':
      out.push(`<![CDATA[${node.text}]]>`);
      return;
    case 'other':
      out.push(node.raw);
      return;
    case 'element': {
      out.push(`<${node.name}`);
      for (const a of node.attrs) out.push(` ${a.name}="${escapeAttr(a.value)}"`);
      if (!node.children.length) {
        out.push('/>');
        return;
      }
      out.push('>');
      for (const child of node.children) writeNode(child, out);
      out.push(`</${node.name}>`);
    }
  }
}

/** Writes a document (or one element) back as text. */
export function serializeXml(doc: XmlDocument | XmlElement): string {
  const out: string[] = [];
  if ('root' in doc) {
    for (const p of doc.prolog) {
      out.push(p.raw);
      out.push('\n');
    }
    writeNode(doc.root, out);
  } else writeNode(doc, out);
  return out.join('');
}

/** An attribute's value, or undefined. */
export const attrOf = (el: XmlElement, name: string): string | undefined =>
  el.attrs.find((a) => a.name === name)?.value;

/** A copy of the element with an attribute set (added at the end when new). */
export function withAttr(el: XmlElement, name: string, value: string): XmlElement {
  const has = el.attrs.some((a) => a.name === name);
  return {
    ...el,
    attrs: has
      ? el.attrs.map((a) => (a.name === name ? { name, value } : a))
      : [...el.attrs, { name, value }],
  };
}

/** A copy of the element without these attributes. */
export const withoutAttrs = (el: XmlElement, names: string[]): XmlElement => ({
  ...el,
  attrs: el.attrs.filter((a) => !names.includes(a.name)),
});

/** The element's name without a namespace prefix, lower case (`svg:Image` → `image`). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
