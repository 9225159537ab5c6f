import { componentType, NEXT_IN_SEQUENCE, TYPE, type ComponentTypeId } from './component-types';
import { BOT_MESSAGES as M, type FlowQuestion } from './schemas';

/**
 * The flow check of spec 02 §5 ("Before flow save every component is checked"), run by the editor
 * before saving (the failing component is selected and opened) and by the server on save (422 keyed
 * by frontendId). Pure; reads only the fields it names, so a draft or a saved question both fit.
 */
export interface CheckedQuestion {
  frontendId: number;
  componentTypeId: number;
  question: string;
  sequence: number;
  errorMessage?: string | null;
  options?: { value: string; target: number }[];
  links?: { linkTitle: string; linkUrl: string }[];
  imageOrFilePath?: string | null;
  apiUrl?: string | null;
}

export interface FlowIssue {
  frontendId: number;
  /** The field of the component the message belongs to (`question`, `options.0.target`, …). */
  field: string;
  message: string;
}

/** A link's address: http or https with a host (§5 "Link URL input flags invalid URLs"). */
export function isLinkUrl(value: string): boolean {
  const url = parseUrl(value.trim());
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** The Api component's address: https with a host (issue 25). */
export function isApiUrl(value: string): boolean {
  const url = parseUrl(value.trim());
  return !!url && url.protocol === 'https:' && url.hostname !== '';
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** The first problem of one component, or null (the §5 table, top to bottom). */
export function questionIssue(q: CheckedQuestion, frontendIds?: ReadonlySet<number>): FlowIssue | null {
  const issue = (field: string, message: string): FlowIssue => ({ frontendId: q.frontendId, field, message });
  const type = componentType(q.componentTypeId);
  if (!type) return issue('componentTypeId', M.unknownType);

  if (type.id === TYPE.api) {
    if (blank(q.apiUrl)) return issue('apiUrl', M.apiUrlRequired);
    if (!isApiUrl(q.apiUrl!)) return issue('apiUrl', M.apiUrlHttps);
    return null;
  }
  if (blank(q.question)) return issue('question', M.messageRequired);
  if (type.needsErrorMessage && blank(q.errorMessage)) return issue('errorMessage', M.errorMessageRequired);

  if (type.id === TYPE.choice) {
    const options = q.options ?? [];
    if (options.length === 0) return issue('options', M.addOptions);
    for (const [i, o] of options.entries()) {
      if (blank(o.value)) return issue(`options.${i}.value`, M.optionsRequired);
      // A target naming a component no longer in the flow is as unset as 0.
      const dangling = o.target > 0 && frontendIds !== undefined && !frontendIds.has(o.target);
      if (o.target === NEXT_IN_SEQUENCE || dangling)
        return issue(`options.${i}.target`, M.nextMessageRequired);
    }
  }
  if ((type.id === TYPE.image || type.id === TYPE.file) && blank(q.imageOrFilePath))
    return issue('imageOrFilePath', M.fileRequired);
  if (type.id === TYPE.link) {
    const links = q.links ?? [];
    if (links.length === 0) return issue('links', M.linksRequired);
    for (const [i, l] of links.entries())
      if (blank(l.linkTitle) || !isLinkUrl(l.linkUrl)) return issue(`links.${i}`, M.linkRequired);
  }
  return null;
}

/** Every failing component's first problem, in sequence order (the server's 422). */
export function flowErrors(questions: readonly CheckedQuestion[]): FlowIssue[] {
  const ids = new Set(questions.map((q) => q.frontendId));
  return [...questions]
    .sort((a, b) => a.sequence - b.sequence)
    .map((q) => questionIssue(q, ids))
    .filter((i): i is FlowIssue => i !== null);
}

/** The first failing component in sequence order, or null: the editor selects and opens it. */
export function checkFlow(questions: readonly CheckedQuestion[]): FlowIssue | null {
  return flowErrors(questions)[0] ?? null;
}

/** The 422's field errors: one message per failing component, keyed by its frontendId. */
export function flowErrorFields(questions: readonly CheckedQuestion[]): Record<string, string> {
  return Object.fromEntries(flowErrors(questions).map((i) => [String(i.frontendId), i.message]));
}

/** A new component of a type with its default text and error message (§4: target 0, next in sequence). */
export function newComponent(typeId: ComponentTypeId, frontendId: number, sequence: number): FlowQuestion {
  const type = componentType(typeId)!;
  return {
    frontendId,
    componentTypeId: typeId,
    question: type.defaultQuestion,
    target: NEXT_IN_SEQUENCE,
    sequence,
    options: [],
    links: [],
    flowTriggers: [],
    imageOrFilePath: null,
    imageOrFileName: null,
    isLeadMessage: false,
    errorMessage: type.errorMessage,
    apiUrl: null,
  };
}
