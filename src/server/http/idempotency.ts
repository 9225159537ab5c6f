import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../db/connect';
import type { AuthUser } from './context';
import { HttpError } from './errors';

/**
 * Idempotency-Key on POST and PUT (ARCHITECTURE.md): the first request with a key claims it,
 * runs, and stores its answer; a repeat gets the stored answer and is never applied twice. Server
 * errors release the key so the client may try again. Endpoints that issue a session token never
 * come here (bind.ts): a stored answer would keep a token in the database.
 */
export function createIdempotency(db: DB, now: () => Date) {
  return {
    async run(
      user: AuthUser,
      key: string,
      req: FastifyRequest,
      produce: () => Promise<{ status: number; body: unknown }>,
    ): Promise<{ status: number; body: unknown; replayed: boolean }> {
      const path = req.url.split('?')[0];
      // The answer is bound to the request: the same key with another body is a client bug, refused.
      const requestHash = crypto
        .createHash('sha256')
        .update(JSON.stringify(req.body ?? null))
        .digest('hex');
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({
          key,
          user_id: user.id,
          method: req.method,
          path,
          status: null,
          response: null,
          created_at: now().toISOString(),
          request_hash: requestHash,
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
        const row = await db
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (row.method !== req.method || row.path !== path || row.request_hash !== requestHash) {
          throw new HttpError(
            422,
            'This Idempotency-Key was used for a different request',
            'IdempotencyKeyReused',
          );
        }
        if (row.status === null) {
          throw new HttpError(
            409,
            'A request with this Idempotency-Key is still being processed',
            'IdempotencyInProgress',
          );
        }
        return { status: row.status, body: JSON.parse(row.response ?? 'null'), replayed: true };
      }
      try {
        const answer = await produce();
        await store(answer.status, answer.body);
        return { ...answer, replayed: false };
      } catch (err) {
        if (err instanceof HttpError && err.status < 500) {
          const body = {
            success: false,
            message: err.message,
            error: {
              errorCode: err.errorCode,
              errorMessage: err.detail ?? err.message,
              errors: err.errors,
              ...(err.current !== undefined ? { current: err.current } : {}),
            },
          };
          await store(err.status, body);
        } else {
          await db
            .deleteFrom('idempotency_keys')
            .where('user_id', '=', user.id)
            .where('key', '=', key)
            .execute();
        }
        throw err;
      }

      async function store(status: number, body: unknown) {
        await db
          .updateTable('idempotency_keys')
          .set({ status, response: JSON.stringify(body) })
          .where('user_id', '=', user.id)
          .where('key', '=', key)
          .execute();
      }
    },
  };
}
