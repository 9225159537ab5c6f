import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { KNOWN_TYPES, type KnownType } from '../../../shared/files/sniff-type';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { discard, receiveMultipart } from '../../http/multipart';
import { verifyLocalSignature } from '../../providers/storage/signature';
import { KEY_PATTERN, type Storage } from '../../providers/storage/storage';

/** No upload form is signed for more than this (campaign images are 10 MB). */
const MOST_SIGNED_BYTES = 50 * 1024 * 1024;

/**
 * The local disk's upload form (Storage.presignedUpload, issue 22): the fields `key`, `Content-Type`,
 * `expires`, `max` and `sig` come first and must be signed together; the file part after them is
 * streamed to a temporary file, refused with 413 the moment it passes the signed size and with 422
 * when its first bytes are not the signed type, then stored under the key, once.
 */
export async function receiveSignedUpload(
  req: FastifyRequest,
  ctx: AppContext,
  storage: Storage,
): Promise<{ refused?: { status: number; message: string } }> {
  let signed: { key: string; type: KnownType } | null = null;
  try {
    const form = await receiveMultipart(
      req,
      { files: { file: spec(MOST_SIGNED_BYTES, KNOWN_TYPES) } },
      path.join(ctx.config.dataDir, 'tmp', 'uploads'),
      (field, fields) => {
        if (field !== 'file') return undefined;
        signed = verify(ctx, fields);
        return spec(Number(fields.max), [signed.type]);
      },
    );
    const file = form.files.file;
    if (!file || !signed) return { refused: { status: 400, message: 'The form has no file' } };
    try {
      const { key, type } = signed as { key: string; type: KnownType };
      if (await storage.get(key))
        return { refused: { status: 409, message: 'This upload address has already been used' } };
      await storage.putFile(key, file.path, type);
    } finally {
      await discard([file]);
    }
    return {};
  } catch (err) {
    if (err instanceof HttpError) return { refused: { status: err.status, message: err.message } };
    throw err;
  }
}

const spec = (maxBytes: number, types: readonly KnownType[]) => ({
  maxBytes,
  types,
  tooLarge: 'The file is larger than this upload allows',
  wrongType: 'The file is not of the type this upload allows',
  required: 'The form has no file',
});

function verify(ctx: AppContext, fields: Record<string, string>): { key: string; type: KnownType } {
  const key = fields.key ?? '';
  const type = fields['Content-Type'] ?? '';
  const max = Number(fields.max);
  const ok =
    KEY_PATTERN.test(key) &&
    (KNOWN_TYPES as readonly string[]).includes(type) &&
    Number.isInteger(max) &&
    max > 0 &&
    max <= MOST_SIGNED_BYTES &&
    verifyLocalSignature(
      ctx.signingKey,
      ['post', key, type, max],
      Number(fields.expires),
      fields.sig ?? '',
      ctx.clock.now(),
    );
  if (!ok) throw new HttpError(403, 'This upload address is not valid or has expired', 'Forbidden');
  return { key, type: type as KnownType };
}
