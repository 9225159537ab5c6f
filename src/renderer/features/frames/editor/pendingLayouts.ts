import type { FrameKind, FrameLayoutElements } from '../../../../shared/frames/rules';

/**
 * Layout saves the desktop outbox queued while the server was away (issue 12, Offline). The outbox
 * keeps the request and, when the server refuses its replay (409: a newer layout was saved
 * elsewhere), reports a conflict by the entry's id only; this record keeps the layout the user made
 * under that id, so that the editor can offer to keep it or the server's.
 */
export interface PendingLayout {
  outboxId: number;
  kind: FrameKind;
  frameId: number;
  elements: FrameLayoutElements;
  /** The stored version the save was based on: once the frame is newer, it has arrived. */
  version: number;
  queuedAt: string;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'frames.pendingLayouts';
/** Enough for any day offline; the oldest go first past it. */
const MAX_ENTRIES = 50;

function isPending(v: unknown): v is PendingLayout {
  const p = v as PendingLayout;
  return (
    typeof p === 'object' &&
    p !== null &&
    Number.isInteger(p.outboxId) &&
    Number.isInteger(p.frameId) &&
    Number.isInteger(p.version) &&
    (p.kind === 'standard' || p.kind === 'nfc') &&
    typeof p.elements === 'object' &&
    p.elements !== null
  );
}

export function pendingLayoutStore(storage: KeyValueStore) {
  const read = (): PendingLayout[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPending) : [];
    } catch {
      return [];
    }
  };
  const write = (list: PendingLayout[]) => {
    try {
      storage.setItem(KEY, JSON.stringify(list.slice(-MAX_ENTRIES)));
    } catch {
      // A full or unavailable store only loses the offer to keep this version after a conflict.
    }
  };
  return {
    all: read,
    add(entry: PendingLayout) {
      write([...read().filter((p) => p.outboxId !== entry.outboxId), entry]);
    },
    remove(outboxId: number) {
      write(read().filter((p) => p.outboxId !== outboxId));
    },
    /**
     * The queued layouts of one frame, oldest first. Those the stored frame (at `storedVersion`) has
     * moved past have arrived and are forgotten, unless the outbox holds them as conflicts
     * (`conflictIds`: refused, not arrived).
     */
    forFrame(
      kind: FrameKind,
      frameId: number,
      storedVersion?: number,
      conflictIds: readonly number[] = [],
    ): PendingLayout[] {
      const list = read();
      const arrived = (p: PendingLayout) =>
        p.kind === kind &&
        p.frameId === frameId &&
        storedVersion !== undefined &&
        storedVersion > p.version &&
        !conflictIds.includes(p.outboxId);
      if (list.some(arrived)) write(list.filter((p) => !arrived(p)));
      return list.filter((p) => p.kind === kind && p.frameId === frameId && !arrived(p));
    },
    /**
     * After the outbox changed: with nothing pending, every entry that is not a conflict has been
     * delivered and is forgotten. Answers the conflicts that are layouts of ours.
     */
    settle(outbox: { pending: number; conflictIds: number[] }): PendingLayout[] {
      const list = read();
      const conflicts = new Set(outbox.conflictIds);
      if (outbox.pending === 0) write(list.filter((p) => conflicts.has(p.outboxId)));
      return list.filter((p) => conflicts.has(p.outboxId));
    },
  };
}

export type PendingLayoutStore = ReturnType<typeof pendingLayoutStore>;
