import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { cardsContract as c } from '../../../../shared/cards/contract';
import { useEndpointQuery } from '../../../lib/query';
import { PREVIEW_DELAY_MS } from './CardPreview';

export interface LinkNames {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
  companyName?: string | null;
  isBusinessCard?: boolean;
}

/**
 * The link a new card will get (spec 02 §3: its slugged names, fixed at Save), asked of the server
 * once the typing pauses, so the owner knows the address before printing it anywhere.
 */
export function NewCardLink({ names }: { names: LinkNames }) {
  const query = {
    firstName: names.firstName?.trim() ?? '',
    lastName: names.lastName?.trim() ?? '',
    phoneNumber: names.phoneNumber?.trim() ?? '',
    companyName: names.companyName?.trim() ?? '',
    isBusinessCard: names.isBusinessCard ? ('true' as const) : ('false' as const),
  };
  const key = JSON.stringify(query);
  const [asked, setAsked] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const ready = Boolean(query.firstName || query.lastName);
  const link = useEndpointQuery(
    c.newCardLink,
    { query: JSON.parse(asked) as typeof query },
    { enabled: ready, staleTime: 5_000 },
  );
  if (!ready) return <>The card&apos;s link is made from its names when you save it.</>;
  if (!link.data) return <>Making the card&apos;s link…</>;
  return (
    <>
      Saved now, this card&apos;s link will be{' '}
      <Typography.Text code copyable={{ text: link.data.htmlURL }}>
        {link.data.htmlURL}
      </Typography.Text>
    </>
  );
}
