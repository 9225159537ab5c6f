import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** The room between two slides, in pixels. */
export const CAROUSEL_GAP = 16;

/**
 * A scroller's state (the plan carousel, the category examples): whether it is at its start or end,
 * and a step of one slide either way. `perView` and `content` re-measure it when they change;
 * `onTrack` also receives the track element (to measure its width, say).
 */
export function useCarousel(
  perView: number,
  content?: unknown,
  onTrack?: (node: HTMLDivElement | null) => void,
) {
  const track = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const trackRef = useCallback(
    (node: HTMLDivElement | null) => {
      track.current = node;
      onTrack?.(node);
    },
    [onTrack],
  );
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, perView, content]);
  const step = (direction: 1 | -1) => {
    const el = track.current;
    const item = el?.firstElementChild as HTMLElement | null;
    if (el && item) el.scrollBy({ left: direction * (item.offsetWidth + CAROUSEL_GAP), behavior: 'smooth' });
  };
  return { perView, trackRef, edges, measure, step };
}

/** What the track takes from useCarousel: its slides per view, its element and its re-measure on scroll. */
export type CarouselState = Pick<ReturnType<typeof useCarousel>, 'perView' | 'trackRef' | 'measure'>;

/** The Previous and Next buttons of a carousel (`what`: "plans" reads "Previous plans"). */
export function CarouselArrows({
  what,
  edges,
  onStep,
}: {
  what: string;
  edges: { start: boolean; end: boolean };
  onStep: (direction: 1 | -1) => void;
}) {
  return (
    <Flex gap={8}>
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label={`Previous ${what}`}
        disabled={edges.start}
        onClick={() => onStep(-1)}
      />
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label={`Next ${what}`}
        disabled={edges.end}
        onClick={() => onStep(1)}
      />
    </Flex>
  );
}

/** One slide's width: `perView` of them (1.2 shows a fifth of the next) with the gaps between. */
export const slideWidth = (perView: number) =>
  `calc((100% - ${CAROUSEL_GAP * (Math.ceil(perView) - 1)}px) / ${perView})`;

/**
 * The track: a scroller that snaps to each slide, so that touch, the trackpad, Tab and the arrow
 * buttons all move it; each slide is announced as "n of m: name" (and keyed by it unless `keyOf`).
 */
export function CarouselTrack<T>({
  label,
  items,
  carousel: { perView, trackRef, measure },
  nameOf,
  keyOf = nameOf,
  focusable,
  paddingBottom,
  children,
}: {
  label: string;
  items: readonly T[];
  carousel: CarouselState;
  nameOf: (item: T) => string;
  keyOf?: (item: T) => string | number;
  /** Focusable, so that the arrow keys scroll it when the slides hold nothing to Tab to. */
  focusable?: boolean;
  paddingBottom: number;
  children: (item: T) => ReactNode;
}) {
  const width = slideWidth(perView);
  return (
    <div
      ref={trackRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={focusable ? 0 : undefined}
      onScroll={measure}
      style={{
        display: 'flex',
        gap: CAROUSEL_GAP,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        scrollBehavior: 'smooth',
        paddingBottom,
      }}
    >
      {items.map((item, i) => (
        <div
          key={keyOf(item)}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${items.length}: ${nameOf(item)}`}
          style={{ flex: `0 0 ${width}`, scrollSnapAlign: 'start', minWidth: 0 }}
        >
          {children(item)}
        </div>
      ))}
    </div>
  );
}
