import { describe, expect, it } from 'vitest';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../src/shared/http/client';
import { submitFailure } from '../../src/renderer/components/form/submitFailure';

/** A form's setError that records what lands on the fields. */
function fields() {
  const errors: Record<string, string | undefined> = {};
  const setError: UseFormSetError<FieldValues> = (name, error) => {
    errors[name] = error.message;
  };
  return { errors, setError };
}

const signedIn = { signedIn: true };

describe('what a failed submit shows (useFormSubmit)', () => {
  it('puts 422 field errors on their fields; one without a field (`_`) is the form message too', () => {
    const form = fields();
    const err = new ApiError(422, 'Name is Required', 'ValidationFailed', {
      name: 'Name is Required',
      _: 'Bad',
    });
    expect(submitFailure(err, form.setError, signedIn)).toEqual({ kind: 'message', text: 'Bad' });
    expect(form.errors).toEqual({ name: 'Name is Required', 'root.server': 'Bad' });
    const onlyNamed = new ApiError(422, 'Name is Required', 'ValidationFailed', { name: 'Name is Required' });
    expect(submitFailure(onlyNamed, fields().setError, signedIn)).toEqual({ kind: 'fields' });
  });

  it('shows a 422 error of a field the form has no input for (a refused image) as the form message (issue 23)', () => {
    const form = fields();
    const err = new ApiError(422, 'Only .jpeg or .jpg images are accepted', 'ValidationFailed', {
      campaignImagePath: 'Only .jpeg or .jpg images are accepted',
    });
    const onForm = new Set(['campaignName', 'url']);
    expect(submitFailure(err, form.setError, { ...signedIn, isShown: (f) => onForm.has(f) })).toEqual({
      kind: 'message',
      text: 'Only .jpeg or .jpg images are accepted',
    });
    expect(form.errors).toEqual({ campaignImagePath: 'Only .jpeg or .jpg images are accepted' });
    // A form that shows that field's error (beside its upload) keeps it there alone.
    expect(
      submitFailure(err, fields().setError, { ...signedIn, isShown: (f) => f === 'campaignImagePath' }),
    ).toEqual({ kind: 'fields' });
  });

  it('leaves a 402 to the Limit exceeded dialog and a 401 to the sign-out', () => {
    const form = fields();
    expect(
      submitFailure(new ApiError(402, 'Limit exceeded', 'LimitExceeded'), form.setError, signedIn),
    ).toEqual({
      kind: 'limit',
    });
    expect(
      submitFailure(new ApiError(401, 'Session ended', 'Unauthorized'), form.setError, signedIn),
    ).toEqual({
      kind: 'session',
    });
    expect(form.errors).toEqual({});
  });

  it("shows a sign-in form's 401 (wrong password, wrong code) as its message", () => {
    const err = new ApiError(401, 'Incorrect code. 4 tries left.', 'Unauthorized');
    expect(submitFailure(err, fields().setError, { signedIn: false })).toEqual({
      kind: 'message',
      text: 'Incorrect code. 4 tries left.',
    });
  });

  it("shows anything else as the server's message, else the fallback", () => {
    const conflict = new ApiError(409, 'An account with this email already exists', 'Conflict');
    expect(submitFailure(conflict, fields().setError, signedIn)).toEqual({
      kind: 'message',
      text: 'An account with this email already exists',
    });
    expect(
      submitFailure(new Error('socket hang up'), fields().setError, { ...signedIn, fallback: 'Try again' }),
    ).toEqual({ kind: 'message', text: 'Try again' });
  });
});
