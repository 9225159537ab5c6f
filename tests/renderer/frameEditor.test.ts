import { describe, expect, it } from 'vitest';
import { defaultLayout, type FrameElement } from '../../src/shared/frames/rules';
import type { Frame } from '../../src/shared/frames/schemas';
import {
  editorReducer,
  editorStateOf,
  newEditorState,
} from '../../src/renderer/features/frames/editor/editorState';
import {
  boxToPixels,
  dragToUnits,
  elementBox,
  moveByKey,
  moveWithin,
  previewSize,
} from '../../src/renderer/features/frames/editor/geometry';

const text = (over: Partial<FrameElement> = {}): FrameElement => ({
  ...defaultLayout('standard').companyName,
  isDisplay: true,
  ...over,
});

describe('frame preview size (spec 01 section 9)', () => {
  it('draws a standard frame 500 px tall, one unit a pixel, as wide as its image', () => {
    const size = previewSize('standard', 1.5);
    expect(size).toMatchObject({ height: 500, width: 750, scale: 1 });
    expect(size.canvas).toEqual({ width: 750, height: 500 });
  });

  it('draws an NFC frame 540 px tall on an 860-unit canvas, whatever its image', () => {
    expect(previewSize('nfc', 3)).toMatchObject({ height: 540, width: 860, scale: 1 });
  });

  it('shrinks to a narrow space and keeps the layout: positions scale with it', () => {
    const size = previewSize('nfc', null, 430);
    expect(size).toMatchObject({ width: 430, height: 270, scale: 0.5 });
    const box = elementBox(text({ x: 100, y: 40 }), { width: 80, height: 10 });
    expect(boxToPixels(box, size.scale)).toEqual({ left: 50, top: 20, width: 40, height: 5 });
    // 30 px dragged on a half-size preview is 60 units of the layout.
    expect(dragToUnits({ x: 30, y: -10 }, size.scale)).toEqual({ dx: 60, dy: -20 });
  });

  it('never grows past the spec height when there is room', () => {
    expect(previewSize('standard', 1, 2000)).toMatchObject({ height: 500, width: 500 });
  });
});

describe('moving an element inside the frame', () => {
  const canvas = { width: 500, height: 500 };
  const size = { width: 80, height: 12 };

  it('moves one unit per arrow key and ten with Shift', () => {
    const el = text({ x: 100, y: 100 });
    expect(moveByKey(el, 'ArrowRight', false, canvas, size)).toMatchObject({ x: 101, y: 100 });
    expect(moveByKey(el, 'ArrowUp', true, canvas, size)).toMatchObject({ x: 100, y: 90 });
    expect(moveByKey(el, 'ArrowLeft', true, canvas, size)).toMatchObject({ x: 90, hx: 90 });
    expect(moveByKey(el, 'ArrowDown', false, canvas, size)).toMatchObject({ y: 101 });
  });

  it('ignores keys that are not arrows', () => {
    expect(moveByKey(text(), 'Enter', false, canvas, size)).toBeNull();
    expect(moveByKey(text(), 'a', true, canvas, size)).toBeNull();
  });

  it('keeps the whole element inside the frame at every edge', () => {
    expect(moveByKey(text({ x: 0, y: 0 }), 'ArrowLeft', true, canvas, size)).toMatchObject({ x: 0, y: 0 });
    expect(moveByKey(text({ x: 0, y: 0 }), 'ArrowUp', false, canvas, size)).toMatchObject({ y: 0 });
    // The right edge: the box's right side, not its anchor, stops at the frame's edge.
    expect(moveByKey(text({ x: 415, y: 0 }), 'ArrowRight', true, canvas, size)).toMatchObject({ x: 420 });
    expect(moveByKey(text({ x: 10, y: 485 }), 'ArrowDown', true, canvas, size)).toMatchObject({ y: 488 });
    expect(moveWithin(text({ x: 10, y: 10 }), 9999, 9999, canvas, size)).toMatchObject({ x: 420, y: 488 });
    expect(moveWithin(text({ x: 10, y: 10 }), -9999, -9999, canvas, size)).toMatchObject({ x: 0, y: 0 });
  });

  it('places a centred or right-aligned element by its box, keeping its anchor and hx', () => {
    const centred = text({ x: 250, y: 50, preference: 'Center', hx: 30 });
    // The box is 80 wide around x 250: from 210 to 290. Pushed far left, it stops at 0, anchor 40.
    expect(moveWithin(centred, -1000, 0, canvas, size)).toMatchObject({ x: 40, hx: 30 });
    const right = text({ x: 490, y: 50, preference: 'Right', hx: 30 });
    expect(moveWithin(right, 100, 0, canvas, size)).toMatchObject({ x: 500, hx: 30 });
  });

  it('pins an element larger than the frame to its top left', () => {
    expect(moveWithin(text({ x: 5, y: 5 }), 3, 3, canvas, { width: 900, height: 900 })).toMatchObject({
      x: 0,
      y: 0,
    });
  });

  it('keeps positions to a tenth of a unit', () => {
    expect(moveWithin(text({ x: 10, y: 10 }), 1 / 3, 2 / 3, canvas, size)).toMatchObject({
      x: 10.3,
      y: 10.7,
    });
  });
});

describe('frame editor state', () => {
  const stored = {
    id: 7,
    frameId: 7,
    kind: 'nfc',
    frameImageURL: 'https://example.test/f.png',
    imageAspect: 1.6,
    isDefault: false,
    users: [3],
    categories: [],
    allUsers: false,
    allCategories: false,
    canEdit: true,
    createdBy: 1,
    createdByName: 'Admin',
    version: 4,
    createdDate: '',
    updatedDate: '',
    frameName: 'Gold',
    imageFit: 'cover',
    elements: defaultLayout('nfc'),
  } as Frame;

  it('opens the panel of the element last moved', () => {
    const state = newEditorState('standard');
    const moved = editorReducer(state, { type: 'move', key: 'email', element: text({ x: 40 }) });
    expect(moved.expanded).toBe('email');
    expect(moved.elements.email.x).toBe(40);
    expect(moved.dirty).toBe(true);
  });

  it('keeps sizes within 1–100, and 1–250 for the NFC QR and logo (spec 01 section 5)', () => {
    const standard = newEditorState('standard');
    expect(
      editorReducer(standard, { type: 'setElement', key: 'logo', patch: { size: 300 } }).elements.logo.size,
    ).toBe(100);
    expect(
      editorReducer(standard, { type: 'setElement', key: 'email', patch: { size: 0 } }).elements.email.size,
    ).toBe(1);
    const nfc = newEditorState('nfc');
    expect(editorReducer(nfc, { type: 'setElement', key: 'qr', patch: { size: 300 } }).elements.qr.size).toBe(
      250,
    );
    expect(
      editorReducer(nfc, { type: 'setElement', key: 'name', patch: { size: 300 } }).elements.name.size,
    ).toBe(100);
  });

  it('aligns to the middle of the canvas and back to where the element was', () => {
    const state = editorReducer(newEditorState('nfc'), {
      type: 'setElement',
      key: 'name',
      patch: { x: 120 },
    });
    const centred = editorReducer(state, { type: 'align', key: 'name', preference: 'Center' });
    expect(centred.elements.name).toMatchObject({ x: 430, hx: 120, preference: 'Center' });
    const back = editorReducer(centred, { type: 'align', key: 'name', preference: 'Left' });
    expect(back.elements.name).toMatchObject({ x: 120, preference: 'Left' });
  });

  it('brings elements, whole, inside a narrower image', () => {
    const state = editorReducer(newEditorState('standard'), {
      type: 'setElement',
      key: 'logo',
      patch: { x: 480 },
    });
    const narrow = editorReducer(state, { type: 'setImage', image: { href: 'data:x', aspect: 0.5 } });
    // The 250-wide frame holds the 100-wide logo from x 0 to 150 (issue 23: at 250 it was outside).
    expect(narrow.elements.logo.x).toBe(150);
  });

  it('loads a stored frame with its version, name and assignment', () => {
    const state = editorStateOf(stored);
    expect(state).toMatchObject({ kind: 'nfc', version: 4, name: 'Gold', savedName: 'Gold', dirty: false });
    expect(state.assignment.users).toEqual([3]);
  });

  it('builds the next save on a queued one, so replays arrive in order without a conflict', () => {
    const state = editorReducer(editorReducer(editorStateOf(stored), { type: 'setName', name: ' Silver ' }), {
      type: 'queued',
    });
    expect(state).toMatchObject({ version: 5, savedName: 'Silver', dirty: false });
  });
});
