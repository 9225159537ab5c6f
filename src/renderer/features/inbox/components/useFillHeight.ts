import { useEffect, useState } from 'react';

/**
 * The height that fills the window below an element, less the page's bottom padding, so that the
 * inbox scrolls inside its list and chat rather than the page (whatever sits above it: the profile
 * tabs, a banner). Measured again as the window is resized; never below `min`.
 */
export function useFillHeight(
  bottom: number,
  min: number,
): [ref: (node: HTMLElement | null) => void, height: number] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(min);
  useEffect(() => {
    if (!node) return;
    const measure = () => {
      const top = node.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottom)));
    };
    measure();
    // Content above may settle after the first paint (fonts, a heading that wraps).
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [node, bottom, min]);
  return [setNode, height];
}
