import { useCallback, useSyncExternalStore } from 'react';

/** The breakpoints the spec names, as media queries. */
export const MEDIA = {
  /** Spec 00 section 9 and spec 03: mobile is a width below 768 px. */
  mobile: '(max-width: 767.98px)',
  /** Spec 00 section 2: the user tab strip is hidden "on widths of 768 px or less" for non-admin paths. */
  tabStripHidden: '(max-width: 768px)',
  /** Spec 00 section 9's plan carousel steps. */
  carousel4: '(min-width: 1400px)',
  carousel3: '(min-width: 1200px)',
  carousel2: '(min-width: 768px)',
  /** The system's "reduce motion" setting (WCAG 2.3.3): the app then animates nothing. */
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * Whether a media query matches, following the window as it is resized, without a first render at
 * the wrong size. The renderer's one media-query hook: `useMediaQuery(MEDIA.mobile)`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
