import type { FastifyInstance, FastifyReply } from 'fastify';
import { filesContract } from '../../../shared/files/contract';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import { PUBLIC_BODY_LIMIT } from '../../http/bind';
import { receiveSignedUpload } from './signed-upload';
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
    upload: async ({ body, user, files: sent, reservation }) =>
      ok(
        // Website assets are public from the start (spec 01 section 7, isWeb).
        await files.upload(user, sent.file!, { isPublic: !!body.isWeb, reservation }),
        'File uploaded',
        201,
      ),
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
      // Fonts load in CORS mode, and the card editor's sandboxed preview has origin `null`: a public
      // font (the admin font catalogue) is for anyone, so any origin may use it (issue 23).
      if (file.isPublic && file.contentType.startsWith('font/'))
        reply.header('Access-Control-Allow-Origin', '*');
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

  // Local disk's upload form (Storage.presignedUpload): a POST of form data whose fields carry the
  // key, the type, the largest size and the expiry, signed together (issue 22). The file streams
  // to disk and the upload stops with 413 the moment it passes the signed size. A key is written once.
  app.post('/files/upload', { bodyLimit: PUBLIC_BODY_LIMIT }, async (req, reply) => {
    const refuse = (status: number, message: string) =>
      reply
        .status(status)
        .header('Connection', 'close')
        .send({ success: false, message, error: { errorCode: 'UploadRefused', errorMessage: message } });
    const outcome = await receiveSignedUpload(req, ctx, files.localStorage());
    if (outcome.refused) return refuse(outcome.refused.status, outcome.refused.message);
    return reply.status(204).send();
  });
}
