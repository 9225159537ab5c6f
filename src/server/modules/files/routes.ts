import type { FastifyInstance, FastifyReply } from 'fastify';
import { filesContract } from '../../../shared/files/contract';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import { verifyLocalSignature } from '../../providers/storage/signature';
import type { FilesService } from './service';

function notFound(reply: FastifyReply) {
  return reply.status(404).send({
    success: false,
    message: 'File not found',
    error: { errorCode: 'NotFound', errorMessage: 'File not found' },
  });
}

export function filesRoutes(
  app: FastifyInstance,
  deps: BindDeps,
  ctx: AppContext,
  files: FilesService,
): void {
  bindContract(app, deps, filesContract, {
    upload: async ({ body, user }) => ok(await files.upload(user, body), 'File uploaded', 201),
  });

  // Public files (what public pages show) go to anyone with the address; private ones to their owner
  // or an Admin (Bearer token), or through a signed, expiring address (issue 10). Whichever instance
  // or storage wrote it.
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/files/*',
    async (req, reply) => {
      const caller = await deps.authenticate(req);
      const file = await files.read(req.params['*'], caller, req.query);
      if (!file) return notFound(reply);
      return reply
        .header('Content-Type', file.contentType)
        .header(
          'Cache-Control',
          file.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
        )
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.bytes);
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
          ctx.clock.now(),
        );
        const refuse = (status: number, message: string) =>
          reply
            .status(status)
            .send({ success: false, message, error: { errorCode: 'UploadRefused', errorMessage: message } });
        if (!signed) return refuse(403, 'This upload address is not valid or has expired');
        const bytes = req.body as Buffer;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) return refuse(400, 'The file is empty');
        if (bytes.length > max) return refuse(413, 'The file is larger than this upload allows');
        const storage = files.localStorage();
        if (await storage.get(key)) return refuse(409, 'This upload address has already been used');
        await storage.put(key, bytes, type);
        return reply.status(200).send({ success: true, data: null });
      },
    );
  });
}
