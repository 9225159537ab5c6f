import { useEffect, useState } from 'react';

/**
 * The width of an element on the page (its clientWidth), followed as it is resized; `fallback` until it
 * is measured and while it measures 0 (not laid out yet). Give the returned ref to the element: a
 * callback ref, so that an element shown only after the first render is measured too.
 */
export function useElementWidth<F extends number | undefined>(
  fallback: F,
): [ref: (node: HTMLElement | null) => void, width: number | F] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | F>(fallback);
  useEffect(() => {
    if (!node) return;
    const measure = () => setWidth(node.clientWidth || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, fallback]);
  return [setNode, width];
}
