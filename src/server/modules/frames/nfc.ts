import type { DB } from '../../db/connect';
import { FileAnswer } from '../../http/reply';
import { cardPdf } from './drawing';

/** Deletes a frame row with its assignment and defaults (the caller removes its image after). */
export async function deleteFrame(db: DB, frameId: number) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('frame_defaults').where('frame_id', '=', frameId).execute();
    await trx.deleteFrom('frame_users').where('frame_id', '=', frameId).execute();
    await trx.deleteFrom('frame_categories').where('frame_id', '=', frameId).execute();
    await trx.deleteFrom('frames').where('id', '=', frameId).execute();
  });
}

/** The NFC card file: the drawn PNG, or a PDF whose page is the card (85.6 × 54 mm) holding it. */
export async function nfcCardFile(png: Buffer, frameName: string | null, format: 'png' | 'pdf' | undefined) {
  const name =
    (frameName ?? 'nfc-card').replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'nfc-card';
  return format === 'pdf'
    ? new FileAnswer(await cardPdf(png), `${name}.pdf`, 'application/pdf')
    : new FileAnswer(png, `${name}.png`, 'image/png');
}
