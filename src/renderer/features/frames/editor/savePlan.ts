import type { FrameKind } from '../../../../shared/frames/rules';
import { FRAME_MESSAGES } from '../../../../shared/frames/schemas';

/**
 * Which calls Save Frame makes (spec 01 section 4), decided before any is made so that a frame
 * without an image or an NFC frame without a name never reaches the server:
 * - a new frame uploads its image (which answers the frame id), saves the layout with that id, then,
 *   when an Admin chose users or categories, assigns it;
 * - an existing frame uploads again only for a new image (NFC: or a new name), then saves the layout;
 *   otherwise it only saves the layout.
 */

export type FrameSaveStep = 'uploadImage' | 'saveLayout' | 'assign';

export interface FrameSaveInput {
  kind: FrameKind;
  /** null for a frame not saved yet. */
  frameId: number | null;
  /** A stored image or one chosen in the editor. */
  hasImage: boolean;
  /** An image chosen in the editor since it opened. */
  newImage: boolean;
  /** NFC: the Frame Name as typed. */
  name?: string;
  /** NFC: the name as loaded (null for a new frame). */
  savedName?: string | null;
  isAdmin: boolean;
  /** An Admin changed the frame's users or categories in the editor. */
  assignmentChanged: boolean;
}

export type FrameSavePlan =
  { ok: false; message: string } | { ok: true; steps: FrameSaveStep[]; successMessage: string };

export function planFrameSave(input: FrameSaveInput): FrameSavePlan {
  const isNew = input.frameId === null;
  const nfc = input.kind === 'nfc';
  const name = input.name?.trim() ?? '';
  if (!input.hasImage) return { ok: false, message: FRAME_MESSAGES.imageRequired };
  if (nfc && !name) return { ok: false, message: FRAME_MESSAGES.nameRequired };

  const renamed = nfc && !isNew && name !== (input.savedName ?? '').trim();
  const steps: FrameSaveStep[] = [];
  if (isNew || input.newImage || renamed) steps.push('uploadImage');
  steps.push('saveLayout');
  if (input.isAdmin && input.assignmentChanged) steps.push('assign');
  return { ok: true, steps, successMessage: isNew ? FRAME_MESSAGES.added : FRAME_MESSAGES.updated };
}

/** What the save came to, for the editor to show. */
export type FrameSaveOutcome<F = unknown> =
  /** Every call answered. */
  | { status: 'saved'; frameId: number; frame?: F; message: string }
  /** The layout waits in the desktop outbox for the server (issue 12, Offline). */
  | { status: 'queued'; frameId: number; outboxId: number }
  /** The server holds a newer layout than the one the editor started from (409, `error`). */
  | { status: 'conflict'; frameId: number; error: unknown }
  /**
   * A call failed; `frameId` is known once the image was stored, `frame` once the layout was (so
   * that trying again builds on it).
   */
  | { status: 'failed'; step: FrameSaveStep; error: unknown; frameId: number | null; frame?: F };

export interface FrameSaveCalls<F> {
  /** Stores the image (and NFC name); answers the frame id. */
  uploadImage(frameId: number | null): Promise<number>;
  saveLayout(frameId: number): Promise<{ frame?: F; queued?: { outboxId: number } }>;
  assign(frameId: number): Promise<void>;
  /** A 409 answer: the layout the editor started from is no longer the newest. */
  isConflict(err: unknown): boolean;
}

/**
 * Makes a plan's calls in order and stops at the first failure. A layout save the desktop queued is
 * not followed by the assignment (that needs the server; the Admin assigns from the list later).
 */
export async function runFrameSave<F>(
  plan: Extract<FrameSavePlan, { ok: true }>,
  frameId: number | null,
  calls: FrameSaveCalls<F>,
): Promise<FrameSaveOutcome<F>> {
  let id = frameId;
  let frame: F | undefined;
  for (const step of plan.steps) {
    try {
      if (step === 'uploadImage') id = await calls.uploadImage(id);
      else if (id === null) throw new Error('The frame has no id yet');
      else if (step === 'saveLayout') {
        const saved = await calls.saveLayout(id);
        if (saved.queued) return { status: 'queued', frameId: id, outboxId: saved.queued.outboxId };
        frame = saved.frame;
      } else await calls.assign(id);
    } catch (error) {
      if (step === 'saveLayout' && id !== null && calls.isConflict(error))
        return { status: 'conflict', frameId: id, error };
      return { status: 'failed', step, error, frameId: id, frame };
    }
  }
  if (id === null)
    return { status: 'failed', step: 'saveLayout', error: new Error('No frame id'), frameId: null };
  return { status: 'saved', frameId: id, frame, message: plan.successMessage };
}
