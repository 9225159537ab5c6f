import { MODULES } from '../../../shared/account/modules';
import type { AppContext } from '../../context';
import type { BillingService } from '../billing/service';
import { HttpError } from '../../http/errors';
import { whatsappService } from '../whatsapp/service';
import { jpegSize } from '../../../shared/files/image-size';
import { MAX_COMPOSED_IMAGE_BYTES } from '../../../shared/campaigns/schemas';

/** Messages a visitor reads (issue 22 point 9). */
export const SEND_LIMIT_MESSAGES = {
  optedOut: 'This number has asked not to receive WhatsApp messages.',
  numberToday: 'This picture was already sent to this number today. Please try again tomorrow.',
  campaignToday:
    'This campaign has sent all the WhatsApp pictures it may send today. Please try again tomorrow.',
  notComposed: 'The picture must be the JPEG this page made, of at most 5 MB.',
  noAllowance: 'This campaign cannot send WhatsApp pictures right now. Please try again later.',
} as const;

/** The owner's WhatsApp allowance (module 6): one unit a send. */
export type Allowance = Pick<BillingService, 'requireAllowance' | 'releaseAllowance'>;

/** What a send is counted as: the campaign, its owner, the recipient and the campaign's daily cap. */
export interface SendSubject {
  campaignId: number;
  ownerId: number;
  phone: string;
  dailyLimit: number;
}

/**
 * Limits on WhatsApp sends from anonymous visitors of a campaign page (issue 22 point 9): a number on
 * the STOP list gets nothing; one send per recipient per campaign per business day; at most the
 * campaign's daily limit a day; one unit of the owner's WhatsApp allowance a send. Each limit is one
 * conditional statement (no read-then-write race), in one transaction so all hold or none is counted;
 * `release` gives them back when the send failed.
 */
export function whatsappSendLimits(ctx: AppContext, billing: Allowance) {
  const { db, clock } = ctx;

  // The one STOP list, kept by the WhatsApp area (issue 26).
  const stopList = whatsappService(ctx).optOuts;
  const optedOut = (s: SendSubject) => stopList.isOptedOut(s.ownerId, s.phone);

  return {
    /** 403 on the STOP list, 429 over a limit; otherwise the send is counted. */
    async take(s: SendSubject): Promise<void> {
      if (await optedOut(s)) throw new HttpError(403, SEND_LIMIT_MESSAGES.optedOut, 'OptedOut');
      const day = clock.today();
      await db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('campaign_whatsapp_sends')
          .values({ campaign_id: s.campaignId, phone: s.phone, day, created_at: clock.now().toISOString() })
          .onConflict((oc) => oc.doNothing())
          .returning('phone')
          .executeTakeFirst();
        if (!first) throw new HttpError(429, SEND_LIMIT_MESSAGES.numberToday, 'TooManyRequests');
        const counted = await trx
          .insertInto('campaign_whatsapp_days')
          .values({ campaign_id: s.campaignId, day, sent: 1 })
          .onConflict((oc) =>
            oc
              .columns(['campaign_id', 'day'])
              .doUpdateSet((eb) => ({ sent: eb('campaign_whatsapp_days.sent', '+', 1) }))
              .where('campaign_whatsapp_days.sent', '<', s.dailyLimit),
          )
          .returning('sent')
          .executeTakeFirst();
        if (!counted || counted.sent > s.dailyLimit)
          throw new HttpError(429, SEND_LIMIT_MESSAGES.campaignToday, 'TooManyRequests');
        // The owner's plan pays for the message; none left is the visitor's 429, not the owner's 402.
        await billing.requireAllowance(trx, s.ownerId, MODULES.whatsapp).catch((err: unknown) => {
          if (err instanceof HttpError && err.status === 402)
            throw new HttpError(429, SEND_LIMIT_MESSAGES.noAllowance, 'TooManyRequests');
          throw err;
        });
      });
    },

    /** A send that did not go out is not counted (the visitor may try again). */
    async release(s: SendSubject): Promise<void> {
      const day = clock.today();
      await db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('campaign_whatsapp_sends')
          .where('campaign_id', '=', s.campaignId)
          .where('phone', '=', s.phone)
          .where('day', '=', day)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) return;
        await trx
          .updateTable('campaign_whatsapp_days')
          .set((eb) => ({ sent: eb('sent', '-', 1) }))
          .where('campaign_id', '=', s.campaignId)
          .where('day', '=', day)
          .where('sent', '>', 0)
          .execute();
        await billing.releaseAllowance(trx, s.ownerId, MODULES.whatsapp);
      });
    },
  };
}

/** Only the JPEG the page composed: JPEG by its first bytes, at most 5 MB, exactly the campaign image's size. */
export function checkComposed(bytes: Buffer, size: { width: number; height: number }): void {
  const found = jpegSize(bytes);
  if (
    !found ||
    bytes.length > MAX_COMPOSED_IMAGE_BYTES ||
    found.width !== size.width ||
    found.height !== size.height
  )
    throw new HttpError(422, SEND_LIMIT_MESSAGES.notComposed, 'ValidationFailed', {
      token: SEND_LIMIT_MESSAGES.notComposed,
    });
}
