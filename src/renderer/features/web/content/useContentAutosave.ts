import { useEffect, useRef, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** Issue 24, Content: the site saves itself after this much quiet. */
export const CONTENT_AUTOSAVE_MS = 1000;

export type AutosaveState = 'saved' | 'pending' | 'saving' | 'failed';

/**
 * Saves the Content form after a pause in typing (debounced), through the form's submit so that
 * its checks run first and a refusal's field errors land on the fields. Saves only what differs
 * from the last saved body (`bodyOf`): a remount, or a blur that trims nothing, sends nothing.
 * `submit` answers whether the save went through; a refused body is sent again on the next change.
 */
export function useContentAutosave<V extends FieldValues>(
  form: UseFormReturn<V>,
  bodyOf: (values: V) => unknown,
  submit: () => Promise<boolean>,
) {
  const values = useWatch({ control: form.control }) as V;
  const body = JSON.stringify(bodyOf(values));
  const saved = useRef(body);
  const [state, setState] = useState<AutosaveState>('saved');
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  useEffect(() => {
    if (body === saved.current) return;
    setState('pending');
    const timer = setTimeout(() => {
      setState('saving');
      void submitRef.current().then((ok) => {
        if (ok) saved.current = body;
        setState(ok ? 'saved' : 'failed');
      });
    }, CONTENT_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [body]);

  return state;
}

/** The line beside the Content form's title, for the state (announced politely). */
export const AUTOSAVE_TEXT: Record<AutosaveState, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  failed: 'Not saved: see the marked fields',
};
