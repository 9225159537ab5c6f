import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FrameKind } from '../../../../shared/frames/rules';
import { desktopBridge } from '../../../lib/desktop';
import { pendingLayoutStore, type PendingLayout } from './pendingLayouts';

/** A replay the server refused because a newer layout was stored meanwhile (issue 12, Offline). */
const CONFLICT_STATUS = 409;

const memoryStore = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

/**
 * The desktop outbox as one frame's editor sees it (issue 12, Offline): its layout saves still
 * waiting for the server (shown as pending), and those the server refused on replay because the
 * frame was changed elsewhere (the editor asks which to keep). Nothing in browser mode, which has
 * no outbox.
 */
export function useQueuedLayouts(kind: FrameKind, frameId: number | null, storedVersion: number | undefined) {
  const store = useMemo(
    () => pendingLayoutStore(typeof localStorage === 'undefined' ? memoryStore() : localStorage),
    [],
  );
  const [pending, setPending] = useState<PendingLayout[]>([]);
  const [conflicts, setConflicts] = useState<PendingLayout[]>([]);

  const refresh = useCallback(
    async (counts?: { pending: number }) => {
      const bridge = desktopBridge();
      if (!bridge || frameId === null) return;
      let conflictIds: number[] = [];
      try {
        conflictIds = (await bridge.outboxConflicts())
          .filter((c) => c.status === CONFLICT_STATUS)
          .map((c) => c.id);
      } catch {
        // The outbox could not be read now; the next change event tries again.
      }
      const ours = store
        .settle({ pending: counts?.pending ?? -1, conflictIds })
        .filter((p) => p.kind === kind && p.frameId === frameId);
      setConflicts(ours);
      const refused = new Set(ours.map((p) => p.outboxId));
      setPending(
        store.forFrame(kind, frameId, storedVersion, conflictIds).filter((p) => !refused.has(p.outboxId)),
      );
    },
    [store, kind, frameId, storedVersion],
  );

  useEffect(() => {
    const bridge = desktopBridge();
    if (!bridge) return;
    void refresh();
    return bridge.on('outbox:changed', (counts) => void refresh(counts));
  }, [refresh]);

  return {
    pending,
    conflicts,
    /** A layout save the outbox queued. */
    track(entry: PendingLayout) {
      store.add(entry);
      setPending((list) => [...list.filter((p) => p.outboxId !== entry.outboxId), entry]);
    },
    /** A conflict the user settled: the outbox forgets it, and so does this record. */
    async resolve(outboxId: number) {
      store.remove(outboxId);
      setConflicts((list) => list.filter((p) => p.outboxId !== outboxId));
      await desktopBridge()
        ?.outboxDismissConflict({ id: outboxId })
        .catch(() => undefined);
    },
  };
}
