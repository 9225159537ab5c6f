/**
 * A failed message's error as a person reads it (spec 03 §4): the stored text is Meta's error as
 * JSON; show its error.message, then its message, else the raw text. One rule for the error modal
 * and the failure reasons of the insights.
 */
export function messageErrorText(raw: string | null | undefined): string {
  if (!raw) return '';
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const { error, message } = parsed as { error?: { message?: unknown }; message?: unknown };
      if (error && typeof error === 'object' && typeof error.message === 'string' && error.message)
        return error.message;
      if (typeof message === 'string' && message) return message;
    }
    return raw;
  } catch {
    return raw;
  }
}
