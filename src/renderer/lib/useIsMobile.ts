import { useSyncExternalStore } from 'react';

/** Spec 00 section 9: mobile is a width below 768 px. */
const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(MOBILE_QUERY).matches;

/** True below 768 px; follows the window as it is resized, without a first render at the wrong size. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
