import { ApiError } from '../../../../shared/http/client';
import { MESSAGES } from '../../../components/messages';
import type { FrameSaveStep } from './savePlan';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The message a failed save shows (spec 01 section 8): a failed image upload shows the answer's
 * `title`, a failed layout save its `error.errorMessage`, else its `message`.
 *
 * Our client turns an error answer into an ApiError whose message is the server's `message` (else
 * `errorMessage`); for an image upload refused field by field (422) the field's own message says
 * more, so it is shown, as the title of a validation answer would be. An answer body that did not go
 * through the client is read by the spec's field names.
 */
export function frameSaveErrorText(step: FrameSaveStep, err: unknown): string {
  if (err instanceof ApiError) {
    const fieldMessage = err.errors ? Object.values(err.errors).map(text).find(Boolean) : undefined;
    if (step === 'uploadImage' && fieldMessage) return fieldMessage;
    return text(err.message) ?? fieldMessage ?? MESSAGES.somethingWentWrong;
  }
  if (isRecord(err) && !(err instanceof Error)) {
    const inner = isRecord(err.error) ? err.error : {};
    const found =
      step === 'uploadImage'
        ? (text(err.title) ?? text(err.message) ?? text(inner.errorMessage))
        : (text(inner.errorMessage) ?? text(err.message));
    if (found) return found;
  }
  return MESSAGES.somethingWentWrong;
}
