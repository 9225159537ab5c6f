import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import {
  CAROUSEL_GAP,
  CarouselArrows,
  CarouselTrack,
  slideWidth,
  useCarousel,
} from '../../../components/Carousel';
import { errorText } from '../../../components/feedback/errorText';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { usePaymentOrder, useSubscriptionPlans } from '../api';
import { PlanOfferCard, type SubscriptionPlanOffer } from './PlanOfferCard';
import { useItemsPerView } from './useItemsPerView';
import { useStartPayment } from './useStartPayment';

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
  const carousel = useCarousel(perView, plans.data);
  const { edges, step } = carousel;

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
  const itemWidth = slideWidth(perView);
  return (
    <Card
      title="Subscription Plans"
      size={isMobile ? 'small' : undefined}
      style={{ marginBottom: 16 }}
      extra={list.length > perView && <CarouselArrows what="plans" edges={edges} onStep={step} />}
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
        <Flex gap={CAROUSEL_GAP}>
          {Array.from({ length: Math.ceil(perView) }, (_, i) => (
            <Card key={i} style={{ flex: `0 0 ${itemWidth}` }}>
              <Skeleton active />
            </Card>
          ))}
        </Flex>
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No plans are on offer right now." />
      ) : (
        <CarouselTrack
          label="Subscription Plans"
          items={list}
          carousel={carousel}
          keyOf={(plan) => plan.id}
          nameOf={(plan) => plan.name}
          paddingBottom={8}
        >
          {(plan) => (
            <PlanOfferCard
              plan={plan}
              busy={buying === plan.id}
              disabled={buying !== null}
              onBuy={(p) => void buy(p)}
            />
          )}
        </CarouselTrack>
      )}
    </Card>
  );
}
