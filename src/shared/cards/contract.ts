import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { CARD_PUBLIC_ROUTES } from './public-routes';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { listQuery } from '../http/list';
import {
  cardCopySchema,
  cardFormSchema,
  cardLeadFormSchema,
  cardLeadSchema,
  cardLeadsQuery,
  cardLinkSchema,
  newCardLinkQuery,
  cardSchema,
  CARD_FILE_PART,
  cardUploadSchema,
  cardVisitorSchema,
  cardVisitorsQuery,
  cardVisitSchema,
} from './schemas';

const idParams = z.object({ id: idParamSchema() });

/**
 * Digital cards (spec 02 §2–§9; issue 14): a User's cards with a hosted page at
 * `{CARD_BASE_URL}/{slug}.html`, its Save To Contact file and its visitors. A User sees and changes
 * their own cards (another user's answers 404); an Admin sees all (manage/card) and cannot delete.
 * The beacon needs no sign-in.
 */
export const cardsContract = areaContract('cards', {
  cards: endpoint({
    method: 'GET',
    path: '/api/Card',
    access: 'signedIn',
    summary:
      "My Cards (a User's own) or, for an Admin, every card with its owner's company; Search by card, person or company name (Admin: user too); newest first",
    query: listQuery(['cardName', 'createdDate', 'visitorCount', 'companyName']),
    response: listOf(cardSchema),
  }),
  uploadCardFile: endpoint({
    method: 'POST',
    path: '/api/Card/Upload',
    access: 'signedIn',
    summary:
      'Store a card image (jpeg, png) or a button file (pdf, jpeg, png), judged from its bytes, at most 10 MB; answers the stored path',
    body: cardUploadSchema,
    files: { file: CARD_FILE_PART },
    response: z.object({ url: z.string() }),
    transfer: true,
  }),
  cardById: endpoint({
    method: 'GET',
    path: '/api/Card/:id',
    access: 'signedIn',
    summary: 'One card (the editor)',
    params: idParams,
    response: cardSchema,
  }),
  cardCopy: endpoint({
    method: 'GET',
    path: '/api/Card/Copy/:id',
    access: 'signedIn',
    summary: 'A card to copy (Copy New Card): its content without id and link, parentCardId set',
    params: idParams,
    response: cardCopySchema,
  }),
  cardLink: endpoint({
    method: 'GET',
    path: '/api/Card/Link/:id',
    access: 'signedIn',
    summary: "A card's hosted link",
    params: idParams,
    response: cardLinkSchema,
  }),
  newCardLink: endpoint({
    method: 'GET',
    path: '/api/Card/NewLink',
    access: 'signedIn',
    summary:
      'The hosted link a new card with these names would get if saved now (§3: the slugged name, then the phone or the company)',
    query: newCardLinkQuery,
    response: cardLinkSchema,
  }),
  cardPdf: endpoint({
    method: 'GET',
    path: '/api/Card/Pdf/:id',
    access: 'signedIn',
    summary:
      'The card as a PDF: banner, logo, names, contact lines as links, sections and the QR of its hosted link',
    params: idParams,
    // A file answer: the bytes, not an envelope.
    response: z.unknown(),
    transfer: true,
  }),
  createCard: endpoint({
    method: 'POST',
    path: '/api/Card',
    access: 'signedIn',
    summary:
      'Create a card (or a copy, with parentCardId); takes one unit of the plan’s Card allowance, else 402. An Admin names the User (userId).',
    body: cardFormSchema,
    response: cardSchema,
    transfer: true,
  }),
  updateCard: endpoint({
    method: 'PUT',
    path: '/api/Card/:id',
    access: 'signedIn',
    summary: 'Change a card; its hosted link stays as it was made (printed QR codes keep working)',
    params: idParams,
    body: cardFormSchema,
    response: cardSchema,
    transfer: true,
  }),
  deleteCard: endpoint({
    method: 'DELETE',
    path: '/api/Card/:id',
    access: 'user',
    summary: 'Delete one of my cards, its files and visits; the allowance unit comes back',
    params: idParams,
    response: z.null(),
  }),
  cardVisitors: endpoint({
    method: 'GET',
    path: '/api/CardVisitor/:id/false',
    access: 'signedIn',
    summary: "A card's visitors (IP Address, Browser, Operating System, Source, Date), date Desc",
    params: idParams,
    query: cardVisitorsQuery,
    response: listOf(cardVisitorSchema),
  }),
  cardVisitorsExport: endpoint({
    method: 'GET',
    path: '/api/CardVisitor/:id/true',
    access: 'signedIn',
    summary: 'The same visitors as an xlsx file',
    params: idParams,
    query: cardVisitorsQuery,
    // A file answer: the bytes, not an envelope.
    response: z.unknown(),
    transfer: true,
  }),
  addCardVisitor: endpoint({
    ...CARD_PUBLIC_ROUTES.addCardVisitor,
    access: 'public',
    summary:
      'The hosted page’s visit beacon (§7): one IP and browser counts once per 30 minutes, crawlers not at all; floods answer 429',
    body: cardVisitSchema,
    response: z.object({ counted: z.boolean() }),
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  }),
  cardLeads: endpoint({
    method: 'GET',
    path: '/api/CardLead/:id/false',
    access: 'signedIn',
    summary:
      "A card's leads from its hosted page's Share your details (Name, Phone, E-mail, Message, Date), date Desc",
    params: idParams,
    query: cardLeadsQuery,
    response: listOf(cardLeadSchema),
  }),
  cardLeadsExport: endpoint({
    method: 'GET',
    path: '/api/CardLead/:id/true',
    access: 'signedIn',
    summary: 'The same leads as an xlsx file',
    params: idParams,
    query: cardLeadsQuery,
    // A file answer: the bytes, not an envelope.
    response: z.unknown(),
    transfer: true,
  }),
  addCardLead: endpoint({
    ...CARD_PUBLIC_ROUTES.addCardLead,
    access: 'public',
    summary:
      'Share your details from a hosted page (beyond the spec): a name and a phone or e-mail; a filled honeypot is dropped; floods answer 429',
    body: cardLeadFormSchema,
    response: z.object({ shared: z.boolean() }),
    rateLimit: { max: 5, timeWindowMs: 60_000 },
  }),
});
