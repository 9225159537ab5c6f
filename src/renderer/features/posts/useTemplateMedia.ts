import { useEffect, useRef, useState } from 'react';
import { templatesContract } from '../../../shared/templates/contract';
import { toastError } from '../../components/feedback/toast';
import { api } from '../../lib/api';
import { uploadPostMedia } from './api';
import type { PickedMedia } from './components/MediaPicker';

/** Post home draws a template at 1080 px for posting (issue 12). */
const TEMPLATE_WIDTH = 1080;

export type TemplateState = 'idle' | 'loading' | 'failed';

/**
 * `/post/add-post/{id}`: the Post home template drawn with the brand becomes the post's image,
 * handed to `onMedia` once stored.
 */
export function useTemplateMedia(templateId: number, onMedia: (media: PickedMedia[]) => void): TemplateState {
  const [state, setState] = useState<TemplateState>(templateId > 0 ? 'loading' : 'idle');
  const loaded = useRef(false);
  const deliver = useRef(onMedia);
  useEffect(() => {
    deliver.current = onMedia;
  });
  useEffect(() => {
    if (!(templateId > 0) || loaded.current) return;
    loaded.current = true;
    void (async () => {
      try {
        const file = await api.download(templatesContract.renderTemplate, {
          params: { id: templateId },
          query: { width: TEMPLATE_WIDTH },
        });
        const bytes = new Uint8Array(file.bytes);
        const blob = new Blob([bytes], { type: 'image/png' });
        const facts = await uploadPostMedia(file.fileName || `template-${templateId}.png`, blob);
        deliver.current([{ url: facts.url, fileName: file.fileName || 'Template', facts }]);
        setState('idle');
      } catch (err) {
        setState('failed');
        toastError(err);
      }
    })();
  }, [templateId]);
  return state;
}
