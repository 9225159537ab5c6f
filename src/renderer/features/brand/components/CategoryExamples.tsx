import { Card, Flex, Tag, Typography } from 'antd';
import { CAROUSEL_GAP, CarouselArrows, CarouselTrack, useCarousel } from '../../../components/Carousel';
import { useElementWidth } from '../../../lib/useElementWidth';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { examplesPerView } from '../examplesPerView';

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
  return examplesPerView(windowStep, trackWidth, CAROUSEL_GAP);
}

/**
 * The four examples (spec 01 section 2), as a scroller that snaps to each card, so that touch, the
 * trackpad, Tab and the arrow buttons all move it (the habit of the plan carousel).
 */
export function CategoryExamples() {
  // Unmeasured, the track does not cap the step.
  const [measureTrack, trackWidth] = useElementWidth(Infinity);
  const perView = useExamplesPerView(trackWidth);
  const carousel = useCarousel(perView, undefined, measureTrack);
  const { edges, step } = carousel;
  return (
    <Card
      title="Examples of good categories"
      style={{ marginBottom: 16 }}
      extra={EXAMPLES.length > perView && <CarouselArrows what="examples" edges={edges} onStep={step} />}
    >
      <CarouselTrack
        label="Examples of good categories"
        items={EXAMPLES}
        carousel={carousel}
        nameOf={(example) => example.business}
        focusable
        paddingBottom={4}
      >
        {(example) => (
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
        )}
      </CarouselTrack>
    </Card>
  );
}
