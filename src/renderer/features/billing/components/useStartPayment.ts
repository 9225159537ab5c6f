import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { payNowPath } from '../paths';

/** Hands a payment link to the paynow page, which keeps the log id and opens the link. */
export function useStartPayment() {
  const navigate = useNavigate();
  return useCallback(
    (link: { logId: number; url: string; short_url: string }) =>
      navigate(payNowPath(link.logId, link.short_url || link.url)),
    [navigate],
  );
}
