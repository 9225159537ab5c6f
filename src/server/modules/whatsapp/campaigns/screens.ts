import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  HEADER_MEDIA_MAX_BYTES,
  mediaKindOf,
  type AssignToFilterGroup,
  type CampaignMessage,
  type campaignMessagesQuery,
  type HeaderMediaUpload,
  type headerMediaQuery,
} from '../../../../shared/whatsapp/campaigns';
import type { AssignResult } from '../../../../shared/whatsapp/groups';
import type { AppContext } from '../../../context';
import type { DB } from '../../../db/connect';
import { foundOr404 } from '../../../db/tenancy';
import type { AuthUser } from '../../../http/context';
import { pageOrXlsx, type XlsxColumn } from '../../../http/xlsx';
import { KNOWN_TYPES } from '../../../../shared/files/sniff-type';
import { invalid } from '../../../http/errors';
import { filesService } from '../../files/service';
import type { AddContactsInput } from '../groups';
import { campaignMessages, reasonOf } from './views';

type MessagesQuery = z.output<typeof campaignMessagesQuery>;

/** The messages export (spec 03 §2.5): the list's columns, text cells (never formulas). */
const MESSAGE_COLUMNS: XlsxColumn<CampaignMessage>[] = [
  { header: 'Name', value: (m) => m.name, width: 24 },
  { header: 'Phone Number', value: (m) => m.phoneNumber },
  { header: 'Status', value: (m) => m.status, width: 12 },
  { header: 'Sent Date', value: (m) => m.sentDate },
  { header: 'Delivered Date', value: (m) => m.deliveredDate },
  { header: 'Read Date', value: (m) => m.readDate },
  { header: 'Reply', value: (m) => m.reply, width: 30 },
  { header: 'Error', value: (m) => (m.errorMessage ? reasonOf(m.errorMessage) : null), width: 40 },
];

/** The messages page, or with IsExport the filtered rows as an xlsx file. */
export async function messagesOrExport(db: DB, caller: AuthUser, id: number, q: MessagesQuery) {
  return pageOrXlsx(q, await campaignMessages(db, caller, id, q), {
    name: `campaign-${id}-messages`,
    sheet: 'Messages',
    columns: MESSAGE_COLUMNS,
  });
}

/**
 * AssignToFilterGroup (spec 03 §2.2, §4, §7.1): the contacts of the campaign's messages that the
 * detail's filters select join an existing filter group or a new one, in one transaction.
 */
export async function assignToFilterGroup(
  db: DB,
  addContacts: (trx: DB, input: AddContactsInput) => Promise<AssignResult>,
  caller: AuthUser,
  input: AssignToFilterGroup,
): Promise<AssignResult> {
  foundOr404(
    await db
      .selectFrom('whatsapp_campaigns')
      .select('id')
      .where('id', '=', input.campaignId)
      .where('user_id', '=', caller.id)
      .executeTakeFirst(),
    'Campaign',
  );
  return db.transaction().execute(async (trx) => {
    if (input.id !== undefined)
      foundOr404(
        await trx
          .selectFrom('whatsapp_groups')
          .select('id')
          .where('id', '=', input.id)
          .where('user_id', '=', caller.id)
          .where('kind', '=', 'Filter')
          .executeTakeFirst(),
        'Group',
      );
    let rows = trx
      .selectFrom('whatsapp_messages')
      .select('contact_id')
      .distinct()
      .where('campaign_id', '=', input.campaignId)
      .where('contact_id', 'is not', null);
    if (input.Status) rows = rows.where('status', '=', input.Status);
    if (input.Replied === 'yes') rows = rows.where('replied_at', 'is not', null);
    if (input.Replied === 'no') rows = rows.where('replied_at', 'is', null);
    const contactIds = (await rows.execute()).map((r) => r.contact_id as number);
    const target = input.id !== undefined ? { groupId: input.id } : { newName: (input.name ?? '').trim() };
    return addContacts(trx, { userId: caller.id, contactIds, kind: 'Filter', ...target });
  });
}

/** Local-disk storage cannot take this type yet (its upload route recognises files by their bytes). */
export const LOCAL_TYPE_REFUSED =
  'This file type needs S3-compatible storage: upload a png, jpeg, mp4, mov or pdf file instead';

/** Storage folder of campaign header media. */
export const MEDIA_FOLDER = 'whatsapp-media';
/** The upload address works this long. */
const UPLOAD_SECONDS = 10 * 60;
/** The media's address works this long: the Cloud API fetches it while the campaign sends. */
const MEDIA_URL_SECONDS = 30 * 24 * 60 * 60;
/** Upload addresses of one user waiting at once; each holds its largest size of the user's space. */
const MAX_PENDING_MEDIA = 10;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/** A video keeps its own extension when it is a plain one (mp4, 3gp, mov…). */
function extensionOf(fileName: string, contentType: string): string {
  const known = EXTENSIONS[contentType];
  if (known) return known;
  const ext = /\.([a-z0-9]{2,5})$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext ?? 'mp4';
}

/**
 * Header media (spec 03 §7.6): a presigned upload of the file's type and at most the Cloud API's
 * size for its kind, the space held in the caller's allowance first (issue 22), answered with the
 * address the campaign sends (signed for the time a campaign may take).
 */
export async function presignHeaderMedia(
  ctx: AppContext,
  caller: AuthUser,
  q: z.output<typeof headerMediaQuery>,
): Promise<HeaderMediaUpload> {
  const contentType = q.contentType.trim().toLowerCase();
  const kind = mediaKindOf(contentType)!;
  const maxBytes = HEADER_MEDIA_MAX_BYTES[kind];
  const key = `${MEDIA_FOLDER}/${crypto.randomUUID()}.${extensionOf(q.fileName, contentType)}`;
  const storage = await ctx.storage();
  // The platform's own upload route (local disk) stores only the types it can recognise by their bytes.
  if (storage.driver === 'local' && !(KNOWN_TYPES as readonly string[]).includes(contentType))
    throw invalid({ contentType: LOCAL_TYPE_REFUSED });
  const now = ctx.clock.now();
  await filesService(ctx).reserveLink(
    caller.id,
    { key, maxBytes, expiresAt: new Date(now.getTime() + UPLOAD_SECONDS * 1000), field: 'fileName' },
    { user: MAX_PENDING_MEDIA },
  );
  const upload = await storage.presignedUpload(key, contentType, maxBytes, UPLOAD_SECONDS);
  return {
    url: await storage.signedUrl(key, MEDIA_URL_SECONDS),
    uploadUrl: upload.url,
    fields: upload.fields,
    maxBytes,
  };
}
