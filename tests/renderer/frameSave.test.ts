import { describe, expect, it } from 'vitest';
import { FRAME_MESSAGES } from '../../src/shared/frames/schemas';
import { ApiError } from '../../src/shared/http/client';
import { frameSaveErrorText } from '../../src/renderer/features/frames/editor/saveErrors';
import {
  planFrameSave,
  runFrameSave,
  type FrameSaveCalls,
  type FrameSaveInput,
} from '../../src/renderer/features/frames/editor/savePlan';

const base: FrameSaveInput = {
  kind: 'standard',
  frameId: null,
  hasImage: true,
  newImage: true,
  isAdmin: false,
  assignmentChanged: false,
};

const stepsOf = (input: Partial<FrameSaveInput>) => {
  const plan = planFrameSave({ ...base, ...input });
  return plan.ok ? plan.steps : plan.message;
};

describe('Save Frame plans its calls (spec 01 sections 4 and 5)', () => {
  it('a new frame uploads the image, then saves the layout: "Frame Added Successfully"', () => {
    expect(planFrameSave(base)).toEqual({
      ok: true,
      steps: ['uploadImage', 'saveLayout'],
      successMessage: FRAME_MESSAGES.added,
    });
  });

  it('an Admin assigns a new frame to the users or categories chosen, after the layout', () => {
    expect(stepsOf({ isAdmin: true, assignmentChanged: true })).toEqual([
      'uploadImage',
      'saveLayout',
      'assign',
    ]);
    expect(stepsOf({ isAdmin: true, assignmentChanged: false })).toEqual(['uploadImage', 'saveLayout']);
    // A User has no assignment to send.
    expect(stepsOf({ isAdmin: false, assignmentChanged: true })).toEqual(['uploadImage', 'saveLayout']);
  });

  it('refuses a frame without an image: "Please Add Frame Image"', () => {
    expect(planFrameSave({ ...base, hasImage: false, newImage: false })).toEqual({
      ok: false,
      message: 'Please Add Frame Image',
    });
    expect(planFrameSave({ ...base, kind: 'nfc', hasImage: false, name: '' })).toEqual({
      ok: false,
      message: 'Please Add Frame Image',
    });
  });

  it('refuses an NFC frame without a name: "Please Add Frame Name"', () => {
    expect(planFrameSave({ ...base, kind: 'nfc', name: '   ' })).toEqual({
      ok: false,
      message: 'Please Add Frame Name',
    });
    expect(
      planFrameSave({ ...base, kind: 'nfc', frameId: 4, newImage: false, name: '', savedName: 'A' }),
    ).toEqual({
      ok: false,
      message: 'Please Add Frame Name',
    });
  });

  it('an existing frame only saves its layout unless the image changed: "Frame Updated Successfully"', () => {
    expect(planFrameSave({ ...base, frameId: 4, newImage: false })).toEqual({
      ok: true,
      steps: ['saveLayout'],
      successMessage: FRAME_MESSAGES.updated,
    });
    expect(stepsOf({ frameId: 4, newImage: true })).toEqual(['uploadImage', 'saveLayout']);
  });

  it('an existing NFC frame uploads again when renamed, not when only spaces changed', () => {
    const nfc = { ...base, kind: 'nfc' as const, frameId: 4, newImage: false, savedName: 'Gold' };
    expect(stepsOf({ ...nfc, name: 'Silver' })).toEqual(['uploadImage', 'saveLayout']);
    expect(stepsOf({ ...nfc, name: ' Gold ' })).toEqual(['saveLayout']);
    expect(stepsOf({ ...nfc, name: 'Gold', newImage: true })).toEqual(['uploadImage', 'saveLayout']);
  });
});

/** Records the calls a save makes; each answer can be replaced. */
function fakeCalls(over: Partial<FrameSaveCalls<string>> = {}) {
  const made: string[] = [];
  const calls: FrameSaveCalls<string> = {
    uploadImage: async (id) => {
      made.push(`upload:${id}`);
      return id ?? 41;
    },
    saveLayout: async (id) => {
      made.push(`layout:${id}`);
      return { frame: `frame ${id}` };
    },
    assign: async (id) => {
      made.push(`assign:${id}`);
    },
    isConflict: (err) => err instanceof ApiError && err.status === 409,
    ...over,
  };
  return { calls, made };
}

const planOf = (input: Partial<FrameSaveInput>) => {
  const plan = planFrameSave({ ...base, ...input });
  if (!plan.ok) throw new Error(plan.message);
  return plan;
};

describe('Save Frame runs its plan', () => {
  it('posts the layout and the assignment with the id the image upload answered', async () => {
    const { calls, made } = fakeCalls();
    const outcome = await runFrameSave(planOf({ isAdmin: true, assignmentChanged: true }), null, calls);
    expect(made).toEqual(['upload:null', 'layout:41', 'assign:41']);
    expect(outcome).toEqual({
      status: 'saved',
      frameId: 41,
      frame: 'frame 41',
      message: FRAME_MESSAGES.added,
    });
  });

  it('re-uploads an existing frame under its own id', async () => {
    const { calls, made } = fakeCalls();
    await runFrameSave(planOf({ frameId: 9, newImage: true }), 9, calls);
    expect(made).toEqual(['upload:9', 'layout:9']);
  });

  it('reports a layout the desktop queued as pending and leaves the assignment for later', async () => {
    const { calls, made } = fakeCalls({
      saveLayout: async () => ({ queued: { outboxId: 12 } }),
    });
    const outcome = await runFrameSave(
      planOf({ frameId: 9, newImage: false, isAdmin: true, assignmentChanged: true }),
      9,
      calls,
    );
    expect(outcome).toEqual({ status: 'queued', frameId: 9, outboxId: 12 });
    expect(made).toEqual([]);
  });

  it('turns a 409 on the layout into a conflict to settle', async () => {
    const newer = new ApiError(409, 'Newer', 'Conflict', undefined, { id: 9, version: 5 });
    const { calls } = fakeCalls({
      saveLayout: async () => {
        throw newer;
      },
    });
    expect(await runFrameSave(planOf({ frameId: 9, newImage: false }), 9, calls)).toEqual({
      status: 'conflict',
      frameId: 9,
      error: newer,
    });
  });

  it('stops at the first failure and says what had already been stored', async () => {
    const refused = new ApiError(500, 'Down', 'Unexpected');
    const upload = fakeCalls({
      uploadImage: async () => {
        throw refused;
      },
    });
    expect(await runFrameSave(planOf({}), null, upload.calls)).toEqual({
      status: 'failed',
      step: 'uploadImage',
      error: refused,
      frameId: null,
      frame: undefined,
    });
    expect(upload.made).toEqual([]);

    const assign = fakeCalls({
      assign: async () => {
        throw refused;
      },
    });
    expect(
      await runFrameSave(planOf({ isAdmin: true, assignmentChanged: true }), null, assign.calls),
    ).toEqual({
      status: 'failed',
      step: 'assign',
      error: refused,
      frameId: 41,
      frame: 'frame 41',
    });
  });
});

describe('Save Frame failure messages (spec 01 section 8)', () => {
  it('an image failure shows the answer title', () => {
    expect(frameSaveErrorText('uploadImage', { title: 'One or more validation errors occurred.' })).toBe(
      'One or more validation errors occurred.',
    );
    expect(frameSaveErrorText('uploadImage', { message: 'Too big' })).toBe('Too big');
  });

  it('a layout failure shows error.errorMessage, else message', () => {
    expect(
      frameSaveErrorText('saveLayout', {
        message: 'Failed',
        error: { errorMessage: 'Size must be between 1 and 100' },
      }),
    ).toBe('Size must be between 1 and 100');
    expect(frameSaveErrorText('saveLayout', { message: 'Failed', error: { errorMessage: ' ' } })).toBe(
      'Failed',
    );
    // The image's title is not the layout's message.
    expect(frameSaveErrorText('saveLayout', { title: 'Title' })).toBe('Something went wrong');
  });

  it("shows our server's answers: a refused image's own field message, a layout's message", () => {
    const image = new ApiError(422, 'Validation failed', 'ValidationFailed', {
      file: 'The frame image is larger than 5 MB',
    });
    expect(frameSaveErrorText('uploadImage', image)).toBe('The frame image is larger than 5 MB');
    expect(frameSaveErrorText('saveLayout', new ApiError(404, 'Frame not found', 'NotFound'))).toBe(
      'Frame not found',
    );
    expect(
      frameSaveErrorText('uploadImage', new ApiError(503, 'Cannot reach the server.', 'NetworkError')),
    ).toBe('Cannot reach the server.');
  });

  it('says "Something went wrong" when there is nothing to show', () => {
    expect(frameSaveErrorText('saveLayout', new Error('TypeError: x is undefined'))).toBe(
      'Something went wrong',
    );
    expect(frameSaveErrorText('assign', undefined)).toBe('Something went wrong');
  });
});
