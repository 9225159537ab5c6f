import { useSyncExternalStore } from 'react';

/** Spec 00 section 9: 4 items at 1400 px and above, 3 at 1200–1399, 2 at 768–1199, 1.2 on mobile. */
const STEPS: [query: string, items: number][] = [
  ['(min-width: 1400px)', 4],
  ['(min-width: 1200px)', 3],
  ['(min-width: 768px)', 2],
];
const MOBILE_ITEMS = 1.2;

function subscribe(onChange: () => void): () => void {
  const lists = STEPS.map(([q]) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

const getSnapshot = () => STEPS.find(([q]) => window.matchMedia(q).matches)?.[1] ?? MOBILE_ITEMS;

/** How many carousel items fit the window, following it as it is resized. */
export function useItemsPerView(): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => STEPS[0][1]);
}
