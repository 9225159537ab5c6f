import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../components/feedback/errorText';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { usePaymentOrder, useSubscriptionPlans } from '../api';
import { PlanOfferCard, type SubscriptionPlanOffer } from './PlanOfferCard';
import { useItemsPerView } from './useItemsPerView';
import { useStartPayment } from './useStartPayment';

const GAP = 16;

/**
 * Subscription Plans (spec 00 sections 2 and 9): the active paid packages, the renewal plan first
 * (the server's order), 4, 3, 2 or 1.2 at a time. A scroller that snaps to each plan, so that touch,
 * the trackpad, Tab and the arrow buttons all move it.
 */
export function PlanCarousel() {
  const isMobile = useMediaQuery(MEDIA.mobile);
  const plans = useSubscriptionPlans();
  const perView = useItemsPerView();
  const order = usePaymentOrder();
  const startPayment = useStartPayment();
  const onError = useApiErrorHandler();
  const [buying, setBuying] = useState<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
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
  }, [measure, perView, plans.data]);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    const item = el?.firstElementChild as HTMLElement | null;
    if (el && item) el.scrollBy({ left: direction * (item.offsetWidth + GAP), behavior: 'smooth' });
  };

  const buy = async (plan: SubscriptionPlanOffer) => {
    setBuying(plan.id);
    try {
      const { data } = await order.mutateAsync({ body: { plans: [{ planId: plan.id, quantity: 1 }] } });
      startPayment(data);
    } catch (err) {
      onError(err);
      setBuying(null);
    }
  };

  const list = plans.data ?? [];
  const itemWidth = `calc((100% - ${GAP * (Math.ceil(perView) - 1)}px) / ${perView})`;
  return (
    <Card
      title="Subscription Plans"
      size={isMobile ? 'small' : undefined}
      style={{ marginBottom: 16 }}
      extra={
        list.length > perView && (
          <Flex gap={8}>
            <Button
              icon={<LeftOutlined aria-hidden />}
              aria-label="Previous plans"
              disabled={edges.start}
              onClick={() => step(-1)}
            />
            <Button
              icon={<RightOutlined aria-hidden />}
              aria-label="Next plans"
              disabled={edges.end}
              onClick={() => step(1)}
            />
          </Flex>
        )
      }
    >
      {plans.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(plans.error, 'The plans could not be loaded.')}
          action={
            <Button size="small" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          }
        />
      ) : plans.isPending ? (
        <Flex gap={GAP}>
          {Array.from({ length: Math.ceil(perView) }, (_, i) => (
            <Card key={i} style={{ flex: `0 0 ${itemWidth}` }}>
              <Skeleton active />
            </Card>
          ))}
        </Flex>
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No plans are on offer right now." />
      ) : (
        <div
          ref={track}
          role="region"
          aria-roledescription="carousel"
          aria-label="Subscription Plans"
          onScroll={measure}
          style={{
            display: 'flex',
            gap: GAP,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollBehavior: 'smooth',
            paddingBottom: 8,
          }}
        >
          {list.map((plan, i) => (
            <div
              key={plan.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${list.length}: ${plan.name}`}
              style={{ flex: `0 0 ${itemWidth}`, scrollSnapAlign: 'start', minWidth: 0 }}
            >
              <PlanOfferCard
                plan={plan}
                busy={buying === plan.id}
                disabled={buying !== null}
                onBuy={(p) => void buy(p)}
              />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
