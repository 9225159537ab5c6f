import { TYPE, type ComponentKey } from '../component-types';
import type { EngineQuestion } from './flow';
import type { BotMessage, Inbound } from './messages';

/**
 * One executor per component type (issue 25). `say` is the bot's message for the component (null:
 * it sends nothing, the Api component); `accept`, for the types that wait, judges the visitor's
 * reply: the answer to record and, for Single Choice, the chosen option's target.
 */
export interface Executor {
  say(q: EngineQuestion): BotMessage | null;
  accept?(q: EngineQuestion, reply: Inbound): Accepted | null;
}
export interface Accepted {
  value: string;
  /** Overrides the component's own target (Single Choice). */
  target?: number;
}

function message(q: EngineQuestion, extra: Partial<BotMessage> = {}): BotMessage {
  return {
    frontendId: q.frontendId,
    componentTypeId: q.componentTypeId,
    text: q.question,
    options: [],
    links: [],
    file: null,
    isError: false,
    ...extra,
  };
}

/** A typed answer judged by a pattern on its trimmed text. */
function typed(valid: (text: string) => boolean): Executor {
  return {
    say: (q) => message(q),
    accept: (_q, reply) => {
      const text = reply.text.trim();
      return valid(text) ? { value: text } : null;
    },
  };
}

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const PHONE = /^\+?[\d\s()-]+$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const NUMBER = /^[-+]?(\d+([.,]\d+)?|[.,]\d+)$/;

export const isName = (t: string) => t.length <= 100 && NAME.test(t);
export const isPhone = (t: string) => {
  const digits = t.replace(/\D/g, '').length;
  return PHONE.test(t) && digits >= 7 && digits <= 15;
};
export const isEmail = (t: string) => t.length <= 254 && EMAIL.test(t);
export const isNumber = (t: string) => t.length <= 40 && NUMBER.test(t);

/** Single Choice: by the clicked option's number, by the number typed, or by the option's text. */
export function chosen(q: EngineQuestion, reply: Inbound) {
  const byNo = (n: number) => q.options.find((o) => o.optionNo === n);
  if (reply.optionNo !== undefined) return byNo(reply.optionNo) ?? null;
  const text = reply.text.trim();
  if (/^\d{1,4}$/.test(text)) {
    // Numbered lists show optionNo; a flow whose numbers have gaps is also answered by position.
    const n = Number(text);
    return byNo(n) ?? q.options[n - 1] ?? null;
  }
  const said = text.toLocaleLowerCase();
  return q.options.find((o) => o.value.trim().toLocaleLowerCase() === said) ?? null;
}

const sayOnly: Executor = { say: (q) => message(q) };

export const EXECUTORS: Record<ComponentKey, Executor> = {
  message: sayOnly,
  name: typed(isName),
  phone: typed(isPhone),
  email: typed(isEmail),
  choice: {
    say: (q) => message(q, { options: q.options.map(({ optionNo, value }) => ({ optionNo, value })) }),
    accept: (q, reply) => {
      const option = chosen(q, reply);
      return option ? { value: option.value, target: option.target } : null;
    },
  },
  text: typed((t) => t.length > 0),
  number: typed(isNumber),
  image: {
    say: (q) =>
      message(q, {
        file: q.imageOrFilePath
          ? { path: q.imageOrFilePath, name: q.imageOrFileName ?? 'image', isImage: true }
          : null,
      }),
  },
  file: {
    say: (q) =>
      message(q, {
        file: q.imageOrFilePath
          ? { path: q.imageOrFilePath, name: q.imageOrFileName ?? 'file.pdf', isImage: false }
          : null,
      }),
  },
  link: {
    say: (q) => message(q, { links: q.links.map(({ linkTitle, linkUrl }) => ({ linkTitle, linkUrl })) }),
  },
  // The Api component sends nothing: the run records its call (run.ts) and goes on.
  api: { say: () => null },
};

const KEYS = Object.fromEntries(Object.entries(TYPE).map(([k, id]) => [id, k as ComponentKey]));

/** The executor of a component's type; undefined for an unknown type (skipped by the run). */
export function executorOf(q: EngineQuestion): Executor | undefined {
  const key = KEYS[q.componentTypeId];
  return key ? EXECUTORS[key] : undefined;
}

/** The message after a reply that was not valid: the errorMessage, with the choices again. */
export function errorReply(q: EngineQuestion, fallback: string): BotMessage {
  const asked = executorOf(q)?.say(q);
  const text = q.errorMessage.trim() || fallback || q.question;
  return message(q, { text, options: asked?.options ?? [], isError: true });
}
