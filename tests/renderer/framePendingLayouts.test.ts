import { describe, expect, it } from 'vitest';
import { defaultLayout } from '../../src/shared/frames/rules';
import {
  pendingLayoutStore,
  type PendingLayout,
} from '../../src/renderer/features/frames/editor/pendingLayouts';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [['frames.pendingLayouts', initial]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

const entry = (outboxId: number, over: Partial<PendingLayout> = {}): PendingLayout => ({
  outboxId,
  kind: 'standard',
  frameId: 5,
  elements: defaultLayout('standard'),
  version: 3,
  queuedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('layouts saved offline, waiting in the desktop outbox (issue 12, Offline)', () => {
  it("lists one frame's waiting layouts, oldest first", () => {
    const store = pendingLayoutStore(memory());
    store.add(entry(1));
    store.add(entry(2, { frameId: 6 }));
    store.add(entry(3, { version: 4 }));
    store.add(entry(4, { kind: 'nfc', elements: defaultLayout('nfc') }));
    expect(store.forFrame('standard', 5).map((p) => p.outboxId)).toEqual([1, 3]);
  });

  it('forgets the layouts that arrived once nothing is pending, but keeps the refused ones', () => {
    const store = pendingLayoutStore(memory());
    store.add(entry(1));
    store.add(entry(2));
    expect(store.settle({ pending: 1, conflictIds: [] })).toEqual([]);
    expect(store.all()).toHaveLength(2);
    expect(store.settle({ pending: 0, conflictIds: [2] }).map((p) => p.outboxId)).toEqual([2]);
    expect(store.all().map((p) => p.outboxId)).toEqual([2]);
  });

  it('forgets layouts the stored frame has moved past, unless the server refused them', () => {
    const store = pendingLayoutStore(memory());
    store.add(entry(1, { version: 3 }));
    store.add(entry(2, { version: 4 }));
    store.add(entry(3, { version: 3 }));
    expect(store.forFrame('standard', 5, 4, [3]).map((p) => p.outboxId)).toEqual([2, 3]);
    expect(store.all().map((p) => p.outboxId)).toEqual([2, 3]);
  });

  it('starts empty from unreadable storage and replaces an entry queued twice', () => {
    expect(pendingLayoutStore(memory('{not json')).all()).toEqual([]);
    expect(pendingLayoutStore(memory('[{"outboxId":"x"}]')).all()).toEqual([]);
    const store = pendingLayoutStore(memory());
    store.add(entry(1, { version: 3 }));
    store.add(entry(1, { version: 5 }));
    expect(store.all()).toEqual([entry(1, { version: 5 })]);
    store.remove(1);
    expect(store.all()).toEqual([]);
  });
});
