import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { filesContract } from '../../../shared/files/contract';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { invalid } from '../../http/errors';
import { ok } from '../../http/reply';
import type { Storage } from '../../providers/storage/local-disk';

const EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/** The first bytes of each accepted type: the declared type must match the content. */
function sniff(bytes: Buffer): keyof typeof EXTENSIONS | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export function filesRoutes(app: FastifyInstance, deps: BindDeps, ctx: AppContext, storage: Storage): void {
  bindContract(app, deps, filesContract, {
    upload: async ({ body, user }) => {
      const bytes = Buffer.from(body.dataBase64, 'base64');
      if (sniff(bytes) !== body.contentType)
        throw invalid({ dataBase64: 'The file content does not match its type' });
      const id = `${crypto.randomUUID()}.${EXTENSIONS[body.contentType]}`;
      await storage.put(id, bytes);
      await ctx.db
        .insertInto('files')
        .values({
          id,
          user_id: user.id,
          file_name: body.fileName,
          content_type: body.contentType,
          size: bytes.length,
          created_at: new Date().toISOString(),
        })
        .execute();
      return ok({ id, url: `${ctx.config.publicBaseUrl}/files/${id}` }, 'File uploaded', 201);
    },
  });

  // Public: logos and media appear on public pages (cards, campaigns, websites).
  app.get<{ Params: { id: string } }>('/files/:id', async (req, reply) => {
    const bytes = await storage.get(req.params.id);
    if (!bytes)
      return reply.status(404).send({
        success: false,
        message: 'File not found',
        error: { errorCode: 'NotFound', errorMessage: 'File not found' },
      });
    const type = TYPES[req.params.id.split('.').pop()!];
    return reply
      .header('Content-Type', type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });
}
