import type { PublicRoute } from '../http/public-client';

/**
 * The hosted card page's endpoints (§7 CARDVisitor; issue 14 CardLead), zod-free so the page's
 * script can carry them; `cardsContract` spreads each into its endpoint, so they are written once.
 */
export const CARD_PUBLIC_ROUTES = {
  addCardVisitor: { method: 'POST', path: '/api/CARDVisitor' },
  addCardLead: { method: 'POST', path: '/api/CardLead' },
} as const satisfies Record<string, PublicRoute>;
