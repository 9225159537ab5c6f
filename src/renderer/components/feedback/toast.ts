import { MESSAGES, TIMINGS } from '../messages';
import { errorText } from './errorText';
import { messageApi } from './instances';

// antd counts message durations in seconds; the spec's toasts close after 3000 ms.
const DURATION_S = TIMINGS.toastMs / 1000;

export function toastSuccess(text: string = MESSAGES.detailsSubmitted): void {
  void messageApi().open({ type: 'success', content: text, duration: DURATION_S });
}

export function toastInfo(text: string): void {
  void messageApi().open({ type: 'info', content: text, duration: DURATION_S });
}

export function toastWarning(text: string): void {
  void messageApi().open({ type: 'warning', content: text, duration: DURATION_S });
}

/** Shows the server's message for an ApiError (or the given text); "Something went wrong" otherwise. */
export function toastError(errOrMessage: unknown, fallback: string = MESSAGES.somethingWentWrong): void {
  void messageApi().open({ type: 'error', content: errorText(errOrMessage, fallback), duration: DURATION_S });
}
