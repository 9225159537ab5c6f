import { PLATFORM_OWNER } from '../../../shared/inbox/schemas';
import { sniffType } from '../../../shared/files/sniff-type';
import { filesService } from '../files/service';
import { chatById, chatOf } from './chats';
import type { InboxDeps } from './deps';
import { recordEvent } from './event-hub';
import { messageOf, type MessageRow } from './messages';
import { numberApi } from './number-api';

/** The Cloud API's own limit on an image a customer sends. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** The address an image is shown by now (signed for a day: the file is private). */
export async function mediaUrlOf(
  deps: InboxDeps,
  row: Pick<MessageRow, 'media_key'>,
): Promise<string | null> {
  return row.media_key ? filesService(deps.ctx).currentAddress(row.media_key) : null;
}

/**
 * Keeps an image a customer sent (spec 03 §3.7 "image", issue 27 "stored on receipt"): Meta keeps
 * media only a while, so it is downloaded once it arrives, checked by its bytes, stored privately for
 * the chat's owner and named by the message; the open panels get the message again with its image.
 * Runs after the webhook's 200; a failure leaves the message without an image (logged).
 */
export async function keepImage(deps: InboxDeps, owner: number, row: MessageRow): Promise<void> {
  const { ctx } = deps;
  try {
    if (!row.media_id) return;
    const { api } = await numberApi(deps, owner, row.number_id, null);
    const media = await api.downloadMedia(row.media_id, MAX_IMAGE_BYTES);
    const type = media && sniffType(media.bytes);
    if (!media || !type || !(type in IMAGE_TYPES)) return;
    const extension = IMAGE_TYPES[type as keyof typeof IMAGE_TYPES];
    const files = filesService(ctx);
    const stored = await files.storeReceived(owner === PLATFORM_OWNER ? null : owner, {
      fileName: `whatsapp-${row.id}.${extension}`,
      contentType: type,
      extension,
      bytes: Buffer.from(media.bytes),
    });
    await files.useFiles({ kind: 'inbox-message', id: row.id }, [stored.id]);
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const mediaUrl = await files.currentAddress(stored.url);
    const kept = await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('inbox_messages')
        .set({ media_key: stored.url })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const chat = chatOf(await chatById(trx, owner, row.chat_id));
      const message = messageOf(updated, chat.userName, mediaUrl);
      await recordEvent(trx, ctx, owner, { type: 'status', chat, message });
      return true;
    });
    if (kept) deps.hub.wake();
  } catch (err) {
    ctx.log.warn({ err, messageId: row.id }, 'inbox image not kept');
  }
}
