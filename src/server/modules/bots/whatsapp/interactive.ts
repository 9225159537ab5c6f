import { TYPE } from '../../../../shared/bots/component-types';
import type { BotMessage } from '../../../../shared/bots/engine';
import {
  buttonsMessage,
  INTERACTIVE_LIMITS as L,
  listMessage,
  textMessage,
  type Choice,
  type OutgoingMessage,
} from '../../../providers/whatsapp/cloud-api';

/** The id a reply button or list row carries back: the option's number. */
export const choiceId = (optionNo: number) => `opt:${optionNo}`;
export const optionNoOf = (id: string): number | undefined => {
  const m = /^opt:(\d{1,6})$/.exec(id);
  return m ? Number(m[1]) : undefined;
};

/** The list's button (≤ 20 characters). */
export const LIST_BUTTON = 'Choose an option';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * One engine message as the Cloud API messages that show it (issue 25): a Single Choice as reply
 * buttons up to 3 options, a list up to 10, numbered text beyond (the customer answers with the
 * option's number, which the engine takes); Image and File as the file with the text as caption; Link as text
 * with one line per link; anything else as text. `absolute` turns a stored path into an address Meta
 * can fetch.
 */
export function outgoingOf(m: BotMessage, absolute: (path: string) => string): OutgoingMessage[] {
  const text = m.text.trim();
  if (m.componentTypeId === TYPE.choice && m.options.length > 0) return choiceMessages(text, m);
  if (m.file && !m.isError) {
    const link = absolute(m.file.path);
    const caption = text ? clip(text, L.body) : undefined;
    return [
      m.file.isImage
        ? { type: 'image', image: { link, caption } }
        : { type: 'document', document: { link, filename: m.file.name || 'file.pdf', caption } },
    ];
  }
  const lines = [text, ...m.links.map((l) => `${l.linkTitle}: ${l.linkUrl}`)].filter(Boolean);
  const body = lines.join('\n');
  return body ? splitText(body).map(textMessage) : [];
}

function choiceMessages(text: string, m: BotMessage): OutgoingMessage[] {
  const body = clip(text || 'Please choose one option.', L.body);
  const choices = (max: number): Choice[] =>
    m.options.map((o) => ({ id: choiceId(o.optionNo), title: clip(o.value.trim() || `${o.optionNo}`, max) }));
  if (m.options.length <= L.buttons) return [buttonsMessage(body, choices(L.buttonTitle))];
  if (m.options.length <= L.listRows) {
    const rows = choices(L.rowTitle).map((row, i) => {
      const full = m.options[i].value.trim();
      return full.length > L.rowTitle ? { ...row, description: clip(full, L.rowDescription) } : row;
    });
    return [listMessage(body, LIST_BUTTON, rows)];
  }
  const numbered = [text, ...m.options.map((o) => `${o.optionNo}. ${o.value}`)].filter(Boolean).join('\n');
  return splitText(numbered).map(textMessage);
}

/** A text over the Cloud API's 4,096 characters goes as several messages, cut at line ends when it can. */
function splitText(text: string): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > L.text) {
    const cut = rest.lastIndexOf('\n', L.text);
    const at = cut > L.text / 2 ? cut : L.text;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at).replace(/^\n/, '');
  }
  if (rest) parts.push(rest);
  return parts;
}
