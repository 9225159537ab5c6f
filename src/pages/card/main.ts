import type { cardsContract } from '../../shared/cards/contract';
import { CARD_PUBLIC_ROUTES as routes } from '../../shared/cards/public-routes';
import { publicCall, PublicCallError } from '../../shared/http/public-client';

/**
 * The hosted card page's script (§3, §7; issue 14), served as `/c-assets/beacon.js`: posts
 * CARDVisitor with the `source` query parameter, and sends "Share your details" to CardLead
 * (beyond the spec), showing the answer's message. The page's CSP allows only our own scripts.
 */
type Contract = typeof cardsContract;
const FAILED = 'Something went wrong';

function countVisit(cardDetailsId: number): void {
  const source = new URLSearchParams(location.search).get('source');
  publicCall<Contract['addCardVisitor']>(
    routes.addCardVisitor,
    { body: { cardDetailsId, Referrer: document.referrer || null, type: source || null } },
    // The visit counts even when the visitor leaves at once.
    { keepalive: true },
  ).catch(() => undefined);
}

/** What a refused share says: its field errors, else the server's message. */
function failureText(err: unknown): string {
  if (!(err instanceof PublicCallError)) return FAILED;
  return Object.values(err.fields).join('. ') || err.answerMessage || FAILED;
}

function wireLeadForm(form: HTMLFormElement, cardDetailsId: number): void {
  const output = form.querySelector('output');
  const button = form.querySelector('button');
  if (!output || !button) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const value = (key: string) => String(data.get(key) || '');
    button.disabled = true;
    output.textContent = '';
    publicCall<Contract['addCardLead']>(routes.addCardLead, {
      body: {
        cardDetailsId,
        name: value('name'),
        phone: value('phone'),
        email: value('email'),
        message: value('message'),
        website: value('website'),
      },
    })
      .then(({ message }) => {
        form.reset();
        output.textContent = message || 'Thank you!';
      })
      .catch((err: unknown) => {
        output.textContent = failureText(err);
      })
      .finally(() => {
        button.disabled = false;
      });
  });
}

const main = document.querySelector('main[data-card]');
if (main) {
  const id = Number(main.getAttribute('data-card'));
  countVisit(id);
  const form = document.querySelector<HTMLFormElement>('form[data-lead]');
  if (form) wireLeadForm(form, id);
}
