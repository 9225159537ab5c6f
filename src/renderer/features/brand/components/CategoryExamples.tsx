import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useElementWidth } from '../../../lib/useElementWidth';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { examplesPerView } from '../examplesPerView';

const GAP = 16;

/** What a good category looks like: a clear group name and the things a customer asks for by name. */
const EXAMPLES = [
  {
    business: 'A bakery',
    category: 'Celebration Cakes',
    products: ['Black Forest Cake', 'Red Velvet Cake', 'Eggless Truffle Cake', 'Photo Cake'],
  },
  {
    business: 'A salon',
    category: 'Hair Care',
    products: ['Haircut and Styling', 'Hair Spa', 'Keratin Treatment', 'Global Hair Colour'],
  },
  {
    business: 'A dental clinic',
    category: 'Dental Treatments',
    products: ['Teeth Cleaning', 'Root Canal Treatment', 'Braces and Aligners', 'Dental Implants'],
  },
  {
    business: 'A mobile shop',
    category: 'Mobile Accessories',
    products: ['Phone Covers', 'Fast Chargers', 'Screen Guards', 'Bluetooth Earphones'],
  },
] as const;

/** The carousel's step: the spec's window breakpoints, capped by the room the track has. */
function useExamplesPerView(trackWidth: number): number {
  const at1400 = useMediaQuery('(min-width: 1400px)');
  const at1200 = useMediaQuery('(min-width: 1200px)');
  const at768 = useMediaQuery('(min-width: 768px)');
  const at575 = useMediaQuery('(min-width: 575px)');
  const windowStep = at1400 ? 1400 : at1200 ? 1200 : at768 ? 768 : at575 ? 575 : 0;
  return examplesPerView(windowStep, trackWidth, GAP);
}

/**
 * The four examples (spec 01 section 2), as a scroller that snaps to each card, so that touch, the
 * trackpad, Tab and the arrow buttons all move it (the habit of the plan carousel).
 */
export function CategoryExamples() {
  const track = useRef<HTMLDivElement | null>(null);
  // Unmeasured, the track does not cap the step.
  const [measureTrack, trackWidth] = useElementWidth(Infinity);
  const trackRef = useCallback(
    (node: HTMLDivElement | null) => {
      track.current = node;
      measureTrack(node);
    },
    [measureTrack],
  );
  const perView = useExamplesPerView(trackWidth);
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, perView]);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    const item = el?.firstElementChild as HTMLElement | null;
    if (el && item) el.scrollBy({ left: direction * (item.offsetWidth + GAP), behavior: 'smooth' });
  };

  const itemWidth = `calc((100% - ${GAP * (perView - 1)}px) / ${perView})`;
  return (
    <Card
      title="Examples of good categories"
      style={{ marginBottom: 16 }}
      extra={
        EXAMPLES.length > perView && (
          <Flex gap={8}>
            <Button
              icon={<LeftOutlined aria-hidden />}
              aria-label="Previous examples"
              disabled={edges.start}
              onClick={() => step(-1)}
            />
            <Button
              icon={<RightOutlined aria-hidden />}
              aria-label="Next examples"
              disabled={edges.end}
              onClick={() => step(1)}
            />
          </Flex>
        )
      }
    >
      <div
        ref={trackRef}
        role="region"
        aria-roledescription="carousel"
        aria-label="Examples of good categories"
        // Focusable, so that the arrow keys scroll it when the cards hold nothing to Tab to.
        tabIndex={0}
        onScroll={measure}
        style={{
          display: 'flex',
          gap: GAP,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollBehavior: 'smooth',
          paddingBottom: 4,
        }}
      >
        {EXAMPLES.map((example, i) => (
          <div
            key={example.business}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${EXAMPLES.length}: ${example.business}`}
            style={{ flex: `0 0 ${itemWidth}`, scrollSnapAlign: 'start', minWidth: 0 }}
          >
            <Card size="small" style={{ height: '100%' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {example.business}
              </Typography.Text>
              <Typography.Title level={5} style={{ margin: '2px 0 8px' }}>
                {example.category}
              </Typography.Title>
              <Flex wrap gap={6}>
                {example.products.map((p) => (
                  <Tag key={p} style={{ marginInlineEnd: 0, whiteSpace: 'normal', maxWidth: '100%' }}>
                    {p}
                  </Tag>
                ))}
              </Flex>
            </Card>
          </div>
        ))}
      </div>
    </Card>
  );
}
