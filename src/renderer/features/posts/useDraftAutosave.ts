import { useEffect, useMemo, useRef, useState } from 'react';
import { POST_MESSAGES } from '../../../shared/posts/schemas';
import { useSaveDraft } from './api';
import { draftBodyOf, type PostFormValues } from './postForm';

/** Issue 13 Screens: drafts save themselves after this much quiet. */
const AUTOSAVE_MS = 1500;

/**
 * Drafts save themselves (issue 13): debounced, by the page's client id, offline through the
 * outbox. Not in web update mode, and not while the post itself is being sent (`posting`). Only
 * once the user has changed something (`edited`): what the page put there by itself (a Post home
 * template's image, an opened draft) is no new draft, or each visit would leave one behind.
 */
export function useDraftAutosave({
  values,
  clientId,
  webUpdateMode,
  edited,
  onSaved,
}: {
  values: PostFormValues;
  clientId: string;
  webUpdateMode: boolean;
  edited: boolean;
  onSaved: (draftId: number) => void;
}) {
  const saveDraft = useSaveDraft();
  const posting = useRef(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const started = edited && (values.caption.trim() !== '' || values.media.length > 0);
  const { caption, media, accounts, scheduleType, scheduledAt } = values;
  const draftBody = useMemo(
    () => draftBodyOf({ caption, media, accounts, scheduleType, scheduledAt }, clientId),
    [clientId, caption, media, accounts, scheduleType, scheduledAt],
  );
  useEffect(() => {
    if (!started || webUpdateMode) return;
    const timer = setTimeout(() => {
      if (posting.current) return;
      saveDraft.mutate(
        { body: draftBody },
        {
          onSuccess: (res) => {
            if (res.data?.id) onSaved(res.data.id);
            setSavedAt(
              res.queued ? 'Saved on this computer; sent when you are back online' : POST_MESSAGES.draftSaved,
            );
          },
          onError: () => setSavedAt('The draft could not be saved'),
        },
      );
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // saveDraft and onSaved are new each render; the body is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftBody, started, webUpdateMode]);

  return {
    /** The line under the form: saving, saved, or why not. */
    status: saveDraft.isPending ? 'Saving draft…' : (savedAt ?? ''),
    clearStatus: () => setSavedAt(null),
    /** Set while the post is sent, so no draft is saved under it. */
    posting,
  };
}
