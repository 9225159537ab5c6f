import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FrameKind, NfcImageFit } from '../../../../shared/frames/rules';
import { FRAME_MESSAGES, frameSchema, type Frame } from '../../../../shared/frames/schemas';
import { ApiError } from '../../../../shared/http/client';
import { toastError, toastInfo, toastSuccess } from '../../../components/feedback/toast';
import { notifyLimitExceeded } from '../../../lib/limitExceeded';
import { fetchFrame, useFrameSaveCalls, useInvalidateFrames } from '../api';
import { kindLayout, type EditorAction, type EditorState, type KindLayout } from './editorState';
import { frameSaveErrorText } from './saveErrors';
import { planFrameSave, runFrameSave } from './savePlan';
import { useQueuedLayouts } from './useQueuedLayouts';

/** Issue 12, Offline: a layout save the desktop keeps until the server is back. */
export const PENDING_TEXT = 'Saved on this computer; it will be sent when the server is back.';

export interface Conflict {
  theirs: Frame;
  mine: KindLayout;
  /** Set when the refused save was a queued one the outbox holds. */
  outboxId?: number;
}

const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;

/**
 * Save Frame and what follows it (spec 01 sections 4 and 8; issue 12, Offline): the planned calls,
 * a save the desktop queued, a 409 answered with both versions to choose from, and the failures
 * shown above the form and in a toast.
 */
export function useFrameSave({
  kind,
  frame,
  admin,
  state,
  dispatch,
  listPath,
}: {
  kind: FrameKind;
  frame?: Frame;
  admin: boolean;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  listPath: string;
}) {
  const navigate = useNavigate();
  const [frameId, setFrameId] = useState<number | null>(frame?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [resolving, setResolving] = useState(false);
  const calls = useFrameSaveCalls();
  const invalidate = useInvalidateFrames();
  const queue = useQueuedLayouts(kind, frameId, frame?.version);

  /** The layout; an NFC editor's state also carries its image fit (issue 23), sent with it. */
  const saveLayout = async (id: number, version: number, layout: KindLayout & { imageFit?: NfcImageFit }) => {
    const answer =
      layout.kind === 'nfc'
        ? await calls.saveNfcLayout.mutateAsync({
            body: {
              frameId: id,
              version,
              elements: layout.elements,
              ...(layout.imageFit ? { imageFit: layout.imageFit } : {}),
            },
          })
        : await calls.saveLayout.mutateAsync({ body: { frameId: id, version, elements: layout.elements } });
    return { frame: answer.data, queued: answer.queued };
  };

  const showFailure = (step: Parameters<typeof frameSaveErrorText>[0], err: unknown) => {
    if (err instanceof ApiError && err.status === 402) {
      notifyLimitExceeded();
      return;
    }
    if (err instanceof ApiError && err.status === 401) return; // The transport ends the session.
    const text = frameSaveErrorText(step, err);
    setError(text);
    toastError(text);
  };

  /** The stored version comes with the 409 (`error.current`); else it is fetched. */
  const openConflict = async (id: number, mine: KindLayout, outboxId?: number, refusal?: unknown) => {
    const current = refusal instanceof ApiError ? frameSchema.safeParse(refusal.current) : null;
    try {
      const theirs = current?.success && current.data.id === id ? current.data : await fetchFrame(kind, id);
      setConflict({ theirs, mine, outboxId });
    } catch (err) {
      showFailure('saveLayout', err);
    }
  };

  const finishSaved = async (message: string) => {
    toastSuccess(message);
    await invalidate();
    navigate(listPath);
  };

  const save = async () => {
    setError(null);
    const plan = planFrameSave({
      kind,
      frameId,
      hasImage: state.image !== null,
      newImage: Boolean(state.image?.chosen),
      name: state.name,
      savedName: state.savedName,
      isAdmin: admin,
      assignmentChanged: state.assignmentChanged,
    });
    if (!plan.ok) {
      setError(plan.message);
      toastError(plan.message);
      return;
    }
    const snapshot = state;
    setSaving(true);
    try {
      const outcome = await runFrameSave<Frame>(plan, frameId, {
        uploadImage: async (id) => {
          const image = snapshot.image?.chosen;
          const target = id === null ? {} : { id };
          // The image travels as the form's `file` part (form data, issue 22).
          const files = image ? { file: { name: image.fileName, data: image.data } } : undefined;
          const answer =
            kind === 'nfc'
              ? await calls.uploadNfcImage.mutateAsync({
                  body: {
                    ...target,
                    ...(image ? { fileName: image.fileName } : {}),
                    frameName: snapshot.name.trim(),
                  },
                  files,
                })
              : await calls.uploadImage.mutateAsync({
                  body: { ...target, ...(image ? { fileName: image.fileName } : {}) },
                  files,
                });
          return answer.data;
        },
        saveLayout: (id) => saveLayout(id, snapshot.version, snapshot),
        assign: async (id) => {
          await calls.assign.mutateAsync({ body: { frameId: id, ...snapshot.assignment } });
        },
        isConflict,
      });
      switch (outcome.status) {
        case 'saved':
          await finishSaved(outcome.message);
          return;
        case 'queued':
          queue.track({
            outboxId: outcome.outboxId,
            kind,
            frameId: outcome.frameId,
            elements: snapshot.elements,
            version: snapshot.version,
            queuedAt: new Date().toISOString(),
          });
          dispatch({ type: 'queued' });
          toastInfo(PENDING_TEXT);
          return;
        case 'conflict':
          await openConflict(outcome.frameId, snapshot, undefined, outcome.error);
          return;
        case 'failed':
          // What reached the server stays there: trying again does not upload the image twice.
          if (outcome.frameId !== null && frameId === null) setFrameId(outcome.frameId);
          if (outcome.frameId !== null && outcome.step !== 'uploadImage') dispatch({ type: 'imageStored' });
          if (outcome.frame) dispatch({ type: 'saved', frame: outcome.frame });
          // The layout is stored but the assignment is not: Save Frame sends it again.
          if (outcome.step === 'assign') dispatch({ type: 'setAssignment', assignment: snapshot.assignment });
          showFailure(outcome.step, outcome.error);
          void invalidate();
      }
    } finally {
      setSaving(false);
    }
  };

  const keepMine = async (c: Conflict) => {
    setResolving(true);
    try {
      const saved = await saveLayout(c.theirs.id, c.theirs.version, c.mine);
      if (c.outboxId !== undefined) await queue.resolve(c.outboxId);
      setConflict(null);
      if (saved.queued) {
        toastInfo(PENDING_TEXT);
        return;
      }
      dispatch({ type: 'saved', frame: saved.frame });
      if (c.outboxId !== undefined) {
        toastSuccess(FRAME_MESSAGES.updated);
        void invalidate();
      } else await finishSaved(FRAME_MESSAGES.updated);
    } catch (err) {
      if (isConflict(err)) await openConflict(c.theirs.id, c.mine, c.outboxId, err);
      else showFailure('saveLayout', err);
    } finally {
      setResolving(false);
    }
  };

  const keepTheirs = async (c: Conflict) => {
    if (c.outboxId !== undefined) await queue.resolve(c.outboxId);
    dispatch({ type: 'load', frame: c.theirs });
    setConflict(null);
    void invalidate();
  };

  // A save this computer queued and the server later refused: ask which version to keep.
  const queuedConflict = queue.conflicts[0];
  const shownOutboxId = conflict?.outboxId;
  useEffect(() => {
    if (!queuedConflict || frameId === null || shownOutboxId === queuedConflict.outboxId) return;
    const mine = kindLayout(queuedConflict.kind, queuedConflict.elements);
    if (mine) void openConflict(frameId, mine, queuedConflict.outboxId);
    // Once per refused save; openConflict is recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queuedConflict?.outboxId, frameId]);

  // The queued saves arrived: the frame is updated on the server after all.
  const waiting = queue.pending.length;
  const refusedCount = queue.conflicts.length;
  const wasWaiting = useRef(0);
  useEffect(() => {
    if (wasWaiting.current > 0 && waiting === 0 && refusedCount === 0) {
      toastSuccess(FRAME_MESSAGES.updated);
      void invalidate();
    }
    wasWaiting.current = waiting;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, refusedCount]);

  return {
    frameId,
    save,
    saving,
    error,
    clearError: () => setError(null),
    /** Layout saves of this frame the desktop still holds. */
    pendingCount: waiting,
    conflict,
    resolving,
    keepMine,
    keepTheirs,
  };
}
