/**
 * The category examples carousel's steps (spec 01 section 2): 4 items at 1400 px and above, 3 at
 * 1200–1399, 2 at 768–1199, 2 at 575–767, 1 below.
 */
export const EXAMPLE_BREAKPOINTS = [
  { minWidth: 1400, items: 4 },
  { minWidth: 1200, items: 3 },
  { minWidth: 768, items: 2 },
  { minWidth: 575, items: 2 },
] as const;

/** Narrower than this an example card's tags no longer fit. */
export const MIN_EXAMPLE_WIDTH = 220;

/**
 * Items per view for the window's width; fewer when the carousel sits in a narrower column than
 * the page (the Update User page puts it beside the plan cards), so that a card never gets
 * narrower than MIN_EXAMPLE_WIDTH.
 */
export function examplesPerView(windowWidth: number, trackWidth = Infinity, gap = 16): number {
  const byWindow = EXAMPLE_BREAKPOINTS.find((b) => windowWidth >= b.minWidth)?.items ?? 1;
  const fit = Math.floor((trackWidth + gap) / (MIN_EXAMPLE_WIDTH + gap));
  return Math.max(1, Math.min(byWindow, fit));
}
