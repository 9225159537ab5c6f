/**
 * What a chat message's JSON parts say (spec 03 §3.7): businessResponseBody is the message we sent
 * as the Cloud API took it, userResponseBody the contact's interactive or button reply as Meta gave
 * it. Read defensively: anything unexpected gives null and the panel falls back to the text.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asText = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

function parse(raw: string | null): Json | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** A template message we sent: its name and language, and the values of its {{n}} by section. */
export interface TemplateParts {
  name: string;
  language: string | null;
  header: string[];
  body: string[];
}

/** A parameter's value as the contact saw it (text, or a currency's or date's fallback). */
function parameterText(p: unknown): string {
  if (!isObject(p)) return '';
  if (p.type === 'text') return asText(p.text) ?? '';
  for (const kind of ['currency', 'date_time'])
    if (isObject(p[kind])) return asText((p[kind] as Json).fallback_value) ?? '';
  return typeof p.type === 'string' ? `[${p.type}]` : '';
}

export function templatePartsOf(raw: string | null): TemplateParts | null {
  const template = parse(raw)?.template;
  if (!isObject(template)) return null;
  const name = asText(template.name);
  if (!name) return null;
  const language = isObject(template.language) ? asText(template.language.code) : null;
  const section = (type: string) =>
    asArray(template.components)
      .filter((c): c is Json => isObject(c) && String(c.type).toLowerCase() === type)
      .flatMap((c) => asArray(c.parameters).map(parameterText));
  return { name, language, header: section('header'), body: section('body') };
}

/** An interactive message we sent: its text and the buttons or list rows offered. */
export interface InteractiveParts {
  body: string | null;
  choices: string[];
  /** A list's button ("View options"); null for reply buttons. */
  listButton: string | null;
}

export function interactivePartsOf(raw: string | null): InteractiveParts | null {
  const interactive = parse(raw)?.interactive;
  if (!isObject(interactive)) return null;
  const body = isObject(interactive.body) ? asText(interactive.body.text) : null;
  const action = isObject(interactive.action) ? interactive.action : {};
  const buttons = asArray(action.buttons).map((b) =>
    isObject(b) && isObject(b.reply) ? (asText(b.reply.title) ?? '') : '',
  );
  const rows = asArray(action.sections).flatMap((s) =>
    isObject(s) ? asArray(s.rows).map((r) => (isObject(r) ? (asText(r.title) ?? '') : '')) : [],
  );
  return {
    body,
    choices: [...buttons, ...rows].filter(Boolean),
    listButton: asText(action.button),
  };
}

/** The button or row the contact chose (the message's text, else read from Meta's reply). */
export function contactChoiceOf(message: string | null, raw: string | null): string | null {
  if (asText(message)) return message;
  const reply = parse(raw);
  if (!reply) return null;
  for (const key of ['button_reply', 'list_reply'])
    if (isObject(reply[key])) return asText((reply[key] as Json).title);
  return asText(reply.text) ?? asText(reply.payload);
}

/** A kind the panel does not draw (sticker, location, audio…), as a short label: "[sticker]". */
export const kindLabel = (messageType: string) => `[${messageType.replace(/_/g, ' ')}]`;
