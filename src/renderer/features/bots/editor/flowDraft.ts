import {
  componentType,
  END_CHAT,
  NEXT_IN_SEQUENCE,
  TYPE,
  type ComponentTypeId,
} from '../../../../shared/bots/component-types';
import { newComponent } from '../../../../shared/bots/rules';
import { FLOW_LIMITS, type FlowQuestion, type FlowTrigger } from '../../../../shared/bots/schemas';

export { newComponent };

/**
 * The flow editor's draft (spec 02 §4 "Bot flow editing"): pure steps on the list of components,
 * so the screen only keeps the list and which one is selected.
 */
export type Draft = FlowQuestion[];

/** The flow in sequence order. */
export const inOrder = (flow: readonly FlowQuestion[]): Draft =>
  [...flow].sort((a, b) => a.sequence - b.sequence || a.frontendId - b.frontendId);

/** Sequences 1, 2, 3… in the list's order (§4: after a drag, sequences are renumbered from 1). */
const renumbered = (flow: readonly FlowQuestion[]): Draft => flow.map((q, i) => ({ ...q, sequence: i + 1 }));

/** A frontendId no component has, nor any the draft ever gave (so an old target never points at it). */
export const nextFrontendId = (flow: readonly FlowQuestion[], highWater = 0) =>
  Math.max(highWater, 0, ...flow.map((q) => q.frontendId)) + 1;

/** §4: adding appends at the next sequence with target 0 and a new frontendId (the caller selects it). */
export function addComponent(
  flow: readonly FlowQuestion[],
  typeId: ComponentTypeId,
  highWater = 0,
): { flow: Draft; frontendId: number } | null {
  if (flow.length >= FLOW_LIMITS.components) return null;
  const frontendId = nextFrontendId(flow, highWater);
  const ordered = inOrder(flow);
  return { flow: renumbered([...ordered, newComponent(typeId, frontendId, ordered.length + 1)]), frontendId };
}

/** §4: the component dragged onto another's place; sequences renumbered from 1. */
export function moveComponent(flow: readonly FlowQuestion[], from: number, to: number): Draft {
  const ordered = inOrder(flow);
  const a = ordered.findIndex((q) => q.frontendId === from);
  const b = ordered.findIndex((q) => q.frontendId === to);
  if (a < 0 || b < 0 || a === b) return ordered;
  const next = [...ordered];
  const [moved] = next.splice(a, 1);
  next.splice(b, 0, moved!);
  return renumbered(next);
}

/**
 * §4: deleting removes the component; a target that named it goes back to unset, so the check asks
 * for a new one instead of leaving an answer pointing nowhere.
 */
export function removeComponent(flow: readonly FlowQuestion[], frontendId: number): Draft {
  const unlink = (target: number) => (target === frontendId ? NEXT_IN_SEQUENCE : target);
  return renumbered(
    inOrder(flow)
      .filter((q) => q.frontendId !== frontendId)
      .map((q) => ({
        ...q,
        target: unlink(q.target),
        options: q.options.map((o) => ({ ...o, target: unlink(o.target) })),
      })),
  );
}

export function updateComponent(
  flow: readonly FlowQuestion[],
  frontendId: number,
  patch: Partial<FlowQuestion>,
): Draft {
  return flow.map((q) => (q.frontendId === frontendId ? { ...q, ...patch } : q));
}

/** A new empty option (Single Choice): its next message is to be chosen. */
export function addOption(q: FlowQuestion): FlowQuestion['options'] {
  if (q.options.length >= FLOW_LIMITS.options) return q.options;
  const optionNo = Math.max(0, ...q.options.map((o) => o.optionNo)) + 1;
  return [...q.options, { optionNo, value: '', target: NEXT_IN_SEQUENCE }];
}

/** Options and links keep numbers 1, 2, 3… in their order. */
export const removeOption = (q: FlowQuestion, index: number): FlowQuestion['options'] =>
  q.options.filter((_, i) => i !== index).map((o, i) => ({ ...o, optionNo: i + 1 }));

export function addLink(q: FlowQuestion): FlowQuestion['links'] {
  if (q.links.length >= FLOW_LIMITS.links) return q.links;
  const linkNo = Math.max(0, ...q.links.map((l) => l.linkNo)) + 1;
  return [...q.links, { linkNo, linkTitle: '', linkUrl: '' }];
}

export const removeLink = (q: FlowQuestion, index: number): FlowQuestion['links'] =>
  q.links.filter((_, i) => i !== index).map((l, i) => ({ ...l, linkNo: i + 1 }));

/**
 * §4/§5: a trigger is added on Enter, trimmed; a blank one or one the component already has (any
 * case) is ignored; its priority is the count of existing triggers plus one.
 */
export function addTrigger(triggers: readonly FlowTrigger[], typed: string): FlowTrigger[] {
  const text = typed.trim();
  if (!text || triggers.length >= FLOW_LIMITS.triggers) return [...triggers];
  if (triggers.some((t) => t.triggerText.trim().toLowerCase() === text.toLowerCase())) return [...triggers];
  return [...triggers, { triggerText: text, priority: triggers.length + 1 }];
}

export const removeTrigger = (triggers: readonly FlowTrigger[], index: number): FlowTrigger[] =>
  triggers.filter((_, i) => i !== index);

/** A short name for a component in lists and target choices: "3. Name: May I know your name?". */
export function componentLabel(
  q: Pick<FlowQuestion, 'sequence' | 'componentTypeId' | 'question' | 'apiUrl'>,
) {
  const type = componentType(q.componentTypeId);
  const text = (q.componentTypeId === TYPE.api ? (q.apiUrl ?? '') : q.question).trim();
  const short = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return `${q.sequence}. ${type?.label ?? 'Unknown'}${short ? `: ${short}` : ''}`;
}

export interface TargetChoice {
  value: number;
  label: string;
}

/**
 * Where a component or an option may lead: another component, or Chat End; "Next in sequence"
 * (target 0) only for a component, since §5 asks each option for a next message other than unset.
 */
export function targetChoices(
  flow: readonly FlowQuestion[],
  self: number,
  forOption: boolean,
): TargetChoice[] {
  const others = inOrder(flow)
    .filter((q) => q.frontendId !== self)
    .map((q) => ({ value: q.frontendId, label: componentLabel(q) }));
  return [
    ...(forOption ? [] : [{ value: NEXT_IN_SEQUENCE, label: 'Next in sequence' }]),
    ...others,
    { value: END_CHAT, label: 'Chat End' },
  ];
}

/** §5: an image component takes jpg, jpeg or png; a file component takes pdf. */
export function fileAllowed(typeId: number, fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (typeId === TYPE.image) return ['jpg', 'jpeg', 'png'].includes(ext);
  if (typeId === TYPE.file) return ext === 'pdf';
  return false;
}
