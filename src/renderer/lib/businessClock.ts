import { businessClock, DEFAULT_TIME_ZONE } from '../../shared/time/business-clock';

/**
 * The business clock the screens use (issue 9 section 3): the same shared clock as the server,
 * in the business's time zone, which the server tells in Account/Me. Until that answer arrives (or
 * on the pages before sign-in) it is Asia/Kolkata, the product's default.
 */
let zone = DEFAULT_TIME_ZONE;

export const rendererClock = businessClock({ timeZone: () => zone });

/** Called with Account/Me's `timeZone` once the signed-in user is loaded. */
export function setBusinessTimeZone(timeZone: string | null | undefined): void {
  zone = timeZone || DEFAULT_TIME_ZONE;
}
