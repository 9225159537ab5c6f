import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { filesContract } from '../../../shared/files/contract';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { invalid } from '../../http/errors';
import { ok } from '../../http/reply';
import { localDiskStorage, verifyLocalSignature } from '../../providers/storage/local-disk';
import type { Storage } from '../../providers/storage/storage';
import { EXTENSIONS, sniff } from './sniff';

function notFound(reply: FastifyReply) {
  return reply.status(404).send({
    success: false,
    message: 'File not found',
    error: { errorCode: 'NotFound', errorMessage: 'File not found' },
  });
}

export function filesRoutes(app: FastifyInstance, deps: BindDeps, ctx: AppContext): void {
  const local = () => localDiskStorage(ctx.config.dataDir, ctx.signingKey, ctx.config.publicBaseUrl);

  /** The storage that holds a file written under `driver`: the current one, or the local disk it was on. */
  async function storageOf(driver: string): Promise<Storage | null> {
    const current = await ctx.storage();
    if (current.driver === driver) return current;
    return driver === 'local' ? local() : null;
  }

  bindContract(app, deps, filesContract, {
    upload: async ({ body, user }) => {
      const bytes = Buffer.from(body.dataBase64, 'base64');
      if (sniff(bytes) !== body.contentType)
        throw invalid({ dataBase64: 'The file content does not match its type' });
      const id = `${crypto.randomUUID()}.${EXTENSIONS[body.contentType]}`;
      const storage = await ctx.storage();
      await storage.put(id, bytes, body.contentType);
      await ctx.db
        .insertInto('files')
        .values({
          id,
          user_id: user.id,
          file_name: body.fileName,
          content_type: body.contentType,
          size: bytes.length,
          created_at: new Date().toISOString(),
          storage: storage.driver,
        })
        .execute();
      return ok({ id, url: `${ctx.config.publicBaseUrl}/files/${id}` }, 'File uploaded', 201);
    },
  });

  // Logos and media appear on public pages (cards, campaigns, websites), so a stored file is served
  // to anyone with its address, whichever instance or storage wrote it. A local object that has no
  // file row yet (a presigned upload) is served only through a signed address (Storage.signedUrl).
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/files/*',
    async (req, reply) => {
      const key = req.params['*'];
      const row = await ctx.db
        .selectFrom('files')
        .select(['content_type', 'storage'])
        .where('id', '=', key)
        .executeTakeFirst();
      const signed =
        req.query.sig !== undefined &&
        verifyLocalSignature(ctx.signingKey, ['get', key], Number(req.query.expires), req.query.sig);
      const storage = row ? await storageOf(row.storage) : signed ? local() : null;
      const object = storage && (await storage.get(key));
      if (!object) return notFound(reply);
      return reply
        .header('Content-Type', row?.content_type ?? object.contentType)
        .header('Cache-Control', row ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.bytes);
    },
  );

  // Local disk's presigned upload (Storage.presignedUpload): a PUT bound by signature to the key, the
  // content type, the largest size and the expiry. A key is written once: a replayed URL is refused.
  void app.register(async (scope) => {
    // Raw bytes of any type, for this route only.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 50 * 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.put<{ Params: { '*': string }; Querystring: { expires?: string; max?: string; sig?: string } }>(
      '/files/upload/*',
      { bodyLimit: 50 * 1024 * 1024 },
      async (req, reply) => {
        const key = req.params['*'];
        const type = String(req.headers['content-type'] ?? '')
          .split(';')[0]
          .trim();
        const max = Number(req.query.max);
        const expires = Number(req.query.expires);
        const signed = verifyLocalSignature(
          ctx.signingKey,
          ['put', key, type, max],
          expires,
          req.query.sig ?? '',
        );
        const refuse = (status: number, message: string) =>
          reply
            .status(status)
            .send({ success: false, message, error: { errorCode: 'UploadRefused', errorMessage: message } });
        if (!signed) return refuse(403, 'This upload address is not valid or has expired');
        const bytes = req.body as Buffer;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) return refuse(400, 'The file is empty');
        if (bytes.length > max) return refuse(413, 'The file is larger than this upload allows');
        const storage = local();
        if (await storage.get(key)) return refuse(409, 'This upload address has already been used');
        await storage.put(key, bytes, type);
        return reply.status(200).send({ success: true, data: null });
      },
    );
  });
}
