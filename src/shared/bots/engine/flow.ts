import { END_CHAT, NEXT_IN_SEQUENCE } from '../component-types';
import type { FlowQuestion } from '../schemas';

/** The part of a saved component the engine reads (a saved flow's questions fit as they are). */
export type EngineQuestion = Pick<
  FlowQuestion,
  | 'frontendId'
  | 'componentTypeId'
  | 'question'
  | 'target'
  | 'sequence'
  | 'options'
  | 'links'
  | 'flowTriggers'
  | 'imageOrFilePath'
  | 'imageOrFileName'
  | 'isLeadMessage'
  | 'errorMessage'
  | 'apiUrl'
>;

/** The flow in sequence order (ties by frontendId, so the order never depends on the caller's). */
export function ordered(flow: readonly EngineQuestion[]): EngineQuestion[] {
  return [...flow].sort((a, b) => a.sequence - b.sequence || a.frontendId - b.frontendId);
}

/**
 * Where a target leads from `from`: NEXT_IN_SEQUENCE the component after it, END_CHAT nothing, a
 * frontendId that component (one no longer in the flow ends the chat rather than guessing).
 */
export function follow(
  flow: readonly EngineQuestion[],
  from: EngineQuestion,
  target: number,
): EngineQuestion | null {
  if (target === END_CHAT) return null;
  if (target === NEXT_IN_SEQUENCE) {
    const i = flow.findIndex((q) => q.frontendId === from.frontendId);
    return flow[i + 1] ?? null;
  }
  return flow.find((q) => q.frontendId === target) ?? null;
}

/** Trigger texts and exclude keywords compare trimmed and in any case. */
export const normalise = (text: string) => text.trim().toLocaleLowerCase();

/** The component a message jumps to by its triggers: equal text, the lowest priority wins. */
export function triggered(flow: readonly EngineQuestion[], text: string): EngineQuestion | null {
  const said = normalise(text);
  if (!said) return null;
  let best: { q: EngineQuestion; priority: number } | null = null;
  for (const q of flow)
    for (const t of q.flowTriggers)
      if (normalise(t.triggerText) === said && (!best || t.priority < best.priority))
        best = { q, priority: t.priority };
  return best?.q ?? null;
}

/** WhatsApp autoStart: a first message holding one of these keywords does not start the flow. */
export function holdsKeyword(text: string, keywords: readonly string[]): boolean {
  const said = normalise(text);
  return keywords.some((k) => normalise(k) !== '' && said.includes(normalise(k)));
}
