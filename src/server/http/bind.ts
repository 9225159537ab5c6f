import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { allEndpoints, isRegistered } from '../../shared/api';
import type { EndpointDef, FilePart, ParsedInput, ResponseInputOf } from '../../shared/http/endpoint';
import { fieldErrorsFromZod } from '../../shared/http/envelope';
import { bodyFromFields } from '../../shared/http/multipart';
import { MAX_ID } from '../../shared/http/ids';
import type { AuthUser } from './context';
import { HttpError, forbidden, unauthorized } from './errors';
import { bytesToReserve, discard, receiveMultipart, type ReceivedFile } from './multipart';
import { FileAnswer, JsonAnswer, Ok } from './reply';

export interface HandlerContext<E extends EndpointDef> extends ParsedInput<E> {
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  req: FastifyRequest;
  reply: FastifyReply;
  /** A multipart endpoint's files, on disk for the length of the request (./multipart.ts). */
  files: E['files'] extends Record<string, FilePart>
    ? { [K in keyof E['files']]?: ReceivedFile }
    : Record<string, never>;
  /** The upload space held for this request's counted files, released when it ends. */
  reservation: UploadReservation | null;
}

/** Upload space held before the first byte of a request's files was stored (issue 22). */
export interface UploadReservation {
  id: string;
  release(): Promise<void>;
}

export type HandlerResult<E extends EndpointDef> =
  | ResponseInputOf<E>
  | Ok<ResponseInputOf<E>>
  | JsonAnswer<ResponseInputOf<E>>
  | (E['exportable'] extends true ? FileAnswer : never);

export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<HandlerResult<E>>;

/** One handler for every endpoint of a contract, checked at compile time. */
export type Handlers<C extends Record<string, EndpointDef>> = { [K in keyof C]: Handler<C[K]> };

/** What route binding needs from the rest of the server. */
export interface BindDeps {
  authenticate(req: FastifyRequest): Promise<AuthUser | null>;
  idempotency: {
    run(
      user: AuthUser,
      key: string,
      req: FastifyRequest,
      produce: () => Promise<{ status: number; body: unknown }>,
    ): Promise<{ status: number; body: unknown; replayed: boolean }>;
  };
  checkResponses: boolean;
  /** Off in tests that sign in many times. */
  rateLimits: boolean;
  /** Multipart intake: where files wait while a request runs, and the allowance they are counted in. */
  uploads: {
    tempDir: string;
    reserve(user: AuthUser, bytes: number, field: string): Promise<UploadReservation>;
  };
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  status: 400 | 422,
  part: 'params' | 'query' | 'body',
): unknown {
  if (!schema) return status === 422 ? undefined : {};
  // No text we keep holds a NUL: PostgreSQL refuses one in a text value and SQLite cuts text at it,
  // so the two databases would answer differently. Refused here, for every field, on both.
  const nul = pathOfNul(value);
  if (nul) {
    const field = nul.length ? nul.join('.') : '_';
    throw new HttpError(status, NUL_MESSAGE, status === 422 ? 'ValidationFailed' : 'BadRequest', {
      [field]: NUL_MESSAGE,
    });
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrorsFromZod(result.error);
    // An id past the id columns names no record (issue 10): 404 in the path, 422 elsewhere.
    const idTooLarge = result.error.issues.some(
      (i) => i.code === 'too_big' && Number((i as { maximum?: unknown }).maximum) === MAX_ID,
    );
    if (idTooLarge && part === 'params') throw new HttpError(404, 'No such record', 'NotFound', errors);
    const answer = idTooLarge ? 422 : status;
    throw new HttpError(
      answer,
      Object.values(errors)[0] ?? 'Invalid input',
      answer === 422 ? 'ValidationFailed' : 'BadRequest',
      errors,
    );
  }
  return result.data;
}

const NUL_MESSAGE = 'Text cannot contain a NUL character';

/** The path of the first string holding a NUL character in a request part, or null (built on the way out). */
function pathOfNul(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i]);
      if (found) return [i, ...found];
    }
  } else if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (key.includes('\u0000')) return [key];
      const found = pathOfNul((value as Record<string, unknown>)[key]);
      if (found) return [key, ...found];
    }
  }
  return null;
}

interface Produced {
  status: number;
  body: unknown;
  file?: FileAnswer;
  /** The body already serialized (a JsonAnswer). */
  json?: string;
}

/** The endpoints bound on each server, checked against the registry once every area is bound. */
const boundBy = new WeakMap<FastifyInstance, Set<EndpointDef>>();

/** The caller that onRequest authenticated, for the handler of the same request. */
const callers = new WeakMap<FastifyRequest, AuthUser | null>();

/** Largest body a public endpoint (login, registration, OTP, webhooks' JSON) reads. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/**
 * Registers every endpoint of a contract with its handler: validation, access, envelope, idempotency.
 * Only a contract listed in src/shared/api.ts may be served, so nothing is answered that OpenAPI and
 * the bad-input sweep do not know (issue 9 section 4). Bind on the root instance.
 */
export function bindContract<C extends Record<string, EndpointDef>>(
  app: FastifyInstance,
  deps: BindDeps,
  contract: C,
  handlers: Handlers<C>,
): void {
  const bound = boundBy.get(app) ?? new Set<EndpointDef>();
  boundBy.set(app, bound);
  for (const [name, endpoint] of Object.entries(contract)) {
    if (!isRegistered(endpoint))
      throw new Error(
        `${endpoint.method} ${endpoint.path} (${name}) is bound but its contract is not in src/shared/api.ts`,
      );
    bindEndpoint(app, deps, endpoint, handlers[name] as Handler<EndpointDef>);
    bound.add(endpoint);
  }
}

/**
 * Refuses a server that leaves a registered endpoint unbound (an area's routes function not called),
 * which clients, OpenAPI and the sweeps would all believe exists.
 */
export function assertEveryEndpointBound(
  app: FastifyInstance,
  endpoints: readonly EndpointDef[] = allEndpoints,
) {
  const bound = boundBy.get(app) ?? new Set<EndpointDef>();
  const missing = endpoints.filter((e) => !bound.has(e)).map((e) => `${e.method} ${e.path}`);
  if (missing.length)
    throw new Error(
      `Registered endpoints without a route (call the area's routes function): ${missing.join(', ')}`,
    );
}

function bindEndpoint(
  app: FastifyInstance,
  deps: BindDeps,
  e: EndpointDef,
  handler: Handler<EndpointDef>,
): void {
  const url = e.path;
  // Only a POST or PUT that issues no token may be replayed from its Idempotency-Key.
  const replayable = (e.method === 'POST' || e.method === 'PUT') && !e.issuesToken;
  const bodyless = e.method === 'GET';
  const caller = async (req: FastifyRequest) => {
    const user = await deps.authenticate(req);
    if (e.access !== 'public') {
      if (!user) throw unauthorized();
      if (e.access === 'admin' && user.role !== 'Admin') throw forbidden();
      if (e.access === 'user' && user.role !== 'User') throw forbidden();
    }
    return user;
  };
  app.route({
    method: e.method,
    url,
    config:
      e.rateLimit && deps.rateLimits
        ? { rateLimit: { max: e.rateLimit.max, timeWindow: e.rateLimit.timeWindowMs } }
        : {},
    // Anyone may call a public endpoint, so its body is kept small (issue 10).
    ...(e.access === 'public' ? { bodyLimit: PUBLIC_BODY_LIMIT } : {}),
    ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
    // Who is calling is settled before the body is read: an anonymous or wrong-role request to a
    // signed-in endpoint is refused without reading or parsing what it sent (issue 10). Fastify reads
    // no body for a GET, so there the handler settles it first, without a hook's round per request.
    ...(bodyless
      ? {}
      : {
          onRequest: async (req: FastifyRequest) => {
            callers.set(req, await caller(req));
          },
        }),
    handler: async (req, reply) => {
      const user = bodyless ? await caller(req) : (callers.get(req) ?? null);
      const params = parsePart(e.params, req.params, 400, 'params');
      const query = parsePart(e.query, req.query, 400, 'query');
      if (e.files) return multipartHandler(req, reply, user, params, query);
      const body = e.body ? parsePart(e.body, req.body ?? undefined, 422, 'body') : undefined;
      return answer(req, reply, user, { params, query, body, files: {}, reservation: null });
    },
  });

  /**
   * A multipart endpoint: the allowance is reserved before a byte is read, the files stream to disk
   * (checked as they come), then the text fields are checked and the handler runs. Whatever happens,
   * the temporary files go and the unused reservation is released.
   */
  async function multipartHandler(
    req: FastifyRequest,
    reply: FastifyReply,
    user: AuthUser | null,
    params: unknown,
    query: unknown,
  ) {
    const counted = Object.entries(e.files ?? {}).find(([, p]) => p.counted)?.[0];
    let reservation: UploadReservation | null = null;
    let received: ReceivedFile[] = [];
    try {
      if (counted && user) reservation = await deps.uploads.reserve(user, bytesToReserve(req, e), counted);
      const form = await receiveMultipart(req, e, deps.uploads.tempDir);
      received = Object.values(form.files);
      const body = e.body ? parsePart(e.body, bodyFromFields(e.body, form.fields), 422, 'body') : undefined;
      // Idempotency-Key binds its answer to what was sent: the fields and the files' digests.
      (req as { body: unknown }).body = { multipart: form.digest };
      return await answer(req, reply, user, { params, query, body, files: form.files, reservation });
    } catch (err) {
      // The rest of a refused body is not read: the connection closes once the answer is out.
      if (!received.length) void reply.header('Connection', 'close');
      throw err;
    } finally {
      await discard(received);
      await reservation?.release();
    }
  }

  /** The handler's answer as the envelope (or a file); its data checked against the contract in tests. */
  async function produce(ctx: HandlerContext<EndpointDef>): Promise<Produced> {
    const result = await handler(ctx);
    if (result instanceof FileAnswer) return { status: 200, body: null, file: result };
    if (result instanceof JsonAnswer) {
      checkResponse(result.data);
      return { status: 200, body: null, json: result.json };
    }
    const { data, message, status } = result instanceof Ok ? result : new Ok(result);
    checkResponse(data);
    return { status, body: { success: true, ...(message ? { message } : {}), data: data ?? null } };
  }

  function checkResponse(data: unknown) {
    if (!deps.checkResponses) return;
    const check = e.response.safeParse(data);
    if (!check.success)
      throw new Error(`Response of ${e.method} ${e.path} breaks its contract: ${check.error.message}`);
  }

  async function answer(
    req: FastifyRequest,
    reply: FastifyReply,
    user: AuthUser | null,
    input: {
      params: unknown;
      query: unknown;
      body: unknown;
      files: Record<string, ReceivedFile>;
      reservation: UploadReservation | null;
    },
  ) {
    // Built as one literal (no spread, no closure per request): this path runs on every call.
    const ctx = {
      params: input.params,
      query: input.query,
      body: input.body,
      files: input.files,
      reservation: input.reservation,
      user,
      req,
      reply,
    } as unknown as HandlerContext<EndpointDef>;
    if (replayable && user) {
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && key) {
        if (key.length > 200) throw new HttpError(400, 'Idempotency-Key is too long');
        const answer = await deps.idempotency.run(user, key, req, async () => {
          const produced = await produce(ctx);
          return produced.json ? { status: produced.status, body: JSON.parse(produced.json) } : produced;
        });
        if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
        return reply.status(answer.status).send(answer.body);
      }
    }
    const answer = await produce(ctx);
    if (answer.json) return reply.type('application/json; charset=utf-8').send(answer.json);
    if (answer.file) {
      return reply
        .header('Content-Type', answer.file.contentType)
        .header('Content-Disposition', `attachment; filename="${answer.file.fileName.replace(/"/g, '')}"`)
        .send(Buffer.from(answer.file.bytes));
    }
    return reply.status(answer.status).send(answer.body);
  }
}
