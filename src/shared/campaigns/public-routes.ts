import type { PublicRoute } from '../http/public-client';

/**
 * The campaign page's endpoints (issue 15, Public page), zod-free so the page's script can carry
 * them; `campaignsContract` spreads each into its endpoint, so method and path are written once.
 */
export const CAMPAIGN_PUBLIC_ROUTES = {
  publicCampaign: { method: 'GET', path: '/api/Campaign/Public/:url' },
  addCampaignVisitor: { method: 'POST', path: '/api/Campaign/Public/:url/Visitor' },
  changeCampaignVisitor: { method: 'PUT', path: '/api/Campaign/Public/:url/Visitor/:visitorId' },
  sendCampaignWhatsapp: { method: 'POST', path: '/api/Campaign/Public/:url/Visitor/:visitorId/Whatsapp' },
} as const satisfies Record<string, PublicRoute>;
