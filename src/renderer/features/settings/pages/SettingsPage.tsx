import { Anchor, Card, Col, Flex, Row, Skeleton } from 'antd';
import { Fragment, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { INTEGRATION_IDS, integrationOf } from '../../../../shared/settings/registry';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { PageHeading } from '../../../lib/PageHeading';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useSettingsCards } from '../api';
import { IntegrationCard } from '../components/IntegrationCard';
import {
  INVOICE_SETTINGS_ID,
  INVOICE_SETTINGS_TITLE,
  InvoiceSettingsCard,
} from '../components/InvoiceSettingsCard';

/** Invoice Settings sits right after Payments: both are about being paid. */
const INVOICE_AFTER = 'payments';

const SECTIONS = INTEGRATION_IDS.flatMap((id) => [
  { key: id, title: integrationOf(id)!.title },
  ...(id === INVOICE_AFTER ? [{ key: INVOICE_SETTINGS_ID, title: INVOICE_SETTINGS_TITLE }] : []),
]);

/**
 * admin/settings (issue 9 §1): one card per integration from the settings registry, and Invoice
 * Settings. What the server's environment sets shows read-only; secrets show only as set.
 */
export function SettingsPage() {
  const cards = useSettingsCards();
  const { hash } = useLocation();
  const loaded = !!cards.data;

  // A link to one card (Subscription Packages → Invoice Settings) scrolls to it once the cards are in.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
  // The section list beside the cards only where there is room for both.
  const wide = useMediaQuery('(min-width: 1200px)');

  let body;
  if (cards.data) {
    body = (
      <Flex vertical gap={20}>
        {INTEGRATION_IDS.map((id) => {
          const card = cards.data.find((c) => c.id === id);
          return (
            <Fragment key={id}>
              {card && <IntegrationCard def={integrationOf(id)!} card={card} />}
              {id === INVOICE_AFTER && <InvoiceSettingsCard />}
            </Fragment>
          );
        })}
      </Flex>
    );
  } else if (cards.isError) {
    body = <LoadFailedCard query={cards} fallback="The settings could not be loaded." />;
  } else {
    body = (
      <Flex vertical gap={20} role="status" aria-busy="true" aria-label="Loading the settings">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active title paragraph={{ rows: 4 }} />
          </Card>
        ))}
      </Flex>
    );
  }

  return (
    <>
      <PageHeading
        title="Settings"
        subtitle="Connect the services BizSuite works with. A value set in the server's environment overrides what is saved here and shows read-only."
      />
      <Row gutter={24} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0, maxWidth: 960 }}>
          {body}
        </Col>
        {wide && (
          <Col flex="220px">
            <nav aria-label="Settings sections">
              <Anchor
                offsetTop={88}
                targetOffset={88}
                items={SECTIONS.map((s) => ({ key: s.key, href: `#${s.key}`, title: s.title }))}
              />
            </nav>
          </Col>
        )}
      </Row>
    </>
  );
}
