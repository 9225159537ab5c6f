import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/http/client';
import { apiErrorAction, errorText } from '../../src/renderer/components/feedback/errorText';
import { MESSAGES, TIMINGS } from '../../src/renderer/components/messages';
import { logStatusView } from '../../src/renderer/components/StatusBadge/logStatus';

describe('the text of a failure', () => {
  it("shows the server's message", () => {
    expect(errorText(new ApiError(409, 'Plan already exists', 'Conflict'))).toBe('Plan already exists');
  });

  it("falls back to a raw envelope's errorMessage", () => {
    expect(
      errorText({ success: false, message: '', error: { errorCode: 'X', errorMessage: 'Invalid password' } }),
    ).toBe('Invalid password');
    expect(errorText({ errorMessage: 'Nope' })).toBe('Nope');
  });

  it('says "Something went wrong" when there is nothing for the user', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Something went wrong');
    expect(errorText(undefined)).toBe('Something went wrong');
    expect(errorText(new ApiError(500, '  ', 'Unexpected'))).toBe('Something went wrong');
    expect(errorText(null, 'Failed to update status')).toBe('Failed to update status');
  });

  it('shows a given text as it is', () => {
    expect(errorText(MESSAGES.downloadFailed)).toBe('Error occured while downloading. Try again');
  });
});

describe('what the client does with a failed call', () => {
  it('opens Limit exceeded for a 402', () => {
    expect(apiErrorAction(new ApiError(402, 'Limit reached', 'LimitExceeded'))).toBe('limit');
  });

  it('leaves a 401 to the sign-out', () => {
    expect(apiErrorAction(new ApiError(401, 'Expired', 'Unauthorized'))).toBe('session');
  });

  it('puts 422 field errors on a form, else toasts', () => {
    const err = new ApiError(422, 'Name is Required', 'ValidationFailed', { name: 'Name is Required' });
    expect(apiErrorAction(err, true)).toBe('form');
    expect(apiErrorAction(err, false)).toBe('toast');
    expect(apiErrorAction(new ApiError(422, 'Bad', 'ValidationFailed'), true)).toBe('toast');
  });

  it('toasts everything else', () => {
    expect(apiErrorAction(new ApiError(404, 'Not found', 'NotFound'))).toBe('toast');
    expect(apiErrorAction(new Error('x'))).toBe('toast');
  });
});

describe('spec texts and timings', () => {
  it('are verbatim', () => {
    expect(MESSAGES.limitExceededTitle).toBe('Limit exceeded');
    expect(MESSAGES.limitExceededText).toBe('Kindly contact administrator.');
    expect(MESSAGES.noData).toBe('No Data Available');
    expect(MESSAGES.copied).toBe('Copied!');
    expect(MESSAGES.copyFailed).toBe('Failed to copy!');
    expect(TIMINGS).toEqual({ toastMs: 3000, copyConfirmationMs: 1500, listSearchDebounceMs: 450 });
  });
});

describe('log status badges', () => {
  it('show PENDING as a warning, SUCCESS, DELETED, and anything else as Failed', () => {
    expect(logStatusView('PENDING')).toEqual({ label: 'Pending', tone: 'warning' });
    expect(logStatusView('SUCCESS')).toEqual({ label: 'Success', tone: 'success' });
    expect(logStatusView('DELETED')).toEqual({ label: 'Deleted', tone: 'default' });
    expect(logStatusView('FAILED')).toEqual({ label: 'Failed', tone: 'error' });
    expect(logStatusView('ERROR')).toEqual({ label: 'Failed', tone: 'error' });
    expect(logStatusView(null)).toEqual({ label: 'Failed', tone: 'error' });
  });

  it('ignore case and spaces', () => {
    expect(logStatusView(' success ').label).toBe('Success');
  });
});
