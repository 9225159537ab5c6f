/**
 * An editor's submit for `useFormSubmit`: save, then leave for the list; a failure is first seen by
 * `onFailure` (a dialog, extra toasts) and then rethrown so the form shows it as usual.
 */
export function saveThenLeave<O, R>(
  save: (body: O) => Promise<R>,
  leave: () => void,
  onFailure: (err: unknown) => void,
): (body: O) => Promise<R> {
  return async (body) => {
    try {
      const saved = await save(body);
      leave();
      return saved;
    } catch (err) {
      onFailure(err);
      throw err;
    }
  };
}
