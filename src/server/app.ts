import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
// Schemas without words of their own answer in the forms' words, never zod's (issue 23).
import '../shared/forms/messages';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import pino, { type Logger } from 'pino';
import { allEndpoints } from '../shared/api';
import { buildOpenApi } from '../shared/http/openapi';
import { SECRET_FIELD_KEYS } from '../shared/settings/registry';
import type { ErrorBody } from '../shared/http/envelope';
import { businessClock, type BusinessClock } from '../shared/time/business-clock';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { migrateToLatest, openDatabase, type DB } from './db/connect';
import { assertEveryEndpointBound, type BindDeps } from './http/bind';
import { HttpError } from './http/errors';
import { hotPages } from './http/hot-pages';
import { createIdempotency } from './http/idempotency';
import { jobs } from './jobs/index';
import { startScheduler } from './jobs/scheduler';
import { TokenSigner, loadSecret } from './http/tokens';
import { UserCache } from './http/user-cache';
import { startSessionFeed } from './http/session-feed';
import { accountRoutes } from './modules/account/routes';
import { accountService } from './modules/account/service';
import { aiRoutes } from './modules/ai/routes';
import { aiService } from './modules/ai/service';
import { billingRoutes } from './modules/billing/routes';
import { brandRoutes } from './modules/brand/routes';
import { brandService } from './modules/brand/service';
import { campaignsRoutes } from './modules/campaigns/routes';
import { campaignsService } from './modules/campaigns/service';
import { botsRoutes } from './modules/bots/routes';
import { botsService } from './modules/bots/service';
import { inboxRoutes } from './modules/inbox/routes';
import { inboxService } from './modules/inbox/service';
import { whatsappRoutes } from './modules/whatsapp/routes';
import { whatsappService } from './modules/whatsapp/service';
import { cardsRoutes } from './modules/cards/routes';
import { cardsService } from './modules/cards/service';
import { postsModule, type PostsModule, type PostsModuleOptions } from './modules/posts/index';
import { postsRoutes } from './modules/posts/routes';
import { socialRoutes } from './modules/social/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogService } from './modules/catalog/service';
import { filesService } from './modules/files/service';
import { filesRoutes } from './modules/files/routes';
import { framesRoutes } from './modules/frames/routes';
import { framesService } from './modules/frames/service';
import { importsRoutes } from './modules/imports/routes';
import { importsService } from './modules/imports/service';
import { jobRuns } from './modules/logs/job-runs';
import { logsRoutes } from './modules/logs/routes';
import { logsService } from './modules/logs/service';
import { notificationsRoutes } from './modules/notifications/routes';
import { notificationsService } from './modules/notifications/service';
import { usersRoutes } from './modules/users/routes';
import { usersService } from './modules/users/service';
import { templatesRoutes } from './modules/templates/routes';
import { templatesService } from './modules/templates/service';
import { webTemplatesRoutes } from './modules/web-templates/routes';
import { webTemplatesService } from './modules/web-templates/service';
import { webRoutes } from './modules/web/routes';
import { webService } from './modules/web/service';
import { webVisitorRoutes } from './modules/web/visitor-routes';
import { storageResolver } from './providers/storage/select';
import { billingService } from './modules/billing/service';
import { loadSecretsKey, secretBox } from './modules/settings/secret-box';
import { dashboardRoutes } from './modules/dashboard/routes';
import { dashboardService } from './modules/dashboard/service';
import { settingsRoutes } from './modules/settings/routes';
import { settingsService } from './modules/settings/service';
import { settingsStore } from './modules/settings/store';

/** Never write credentials to the log (issue: logs never contain passwords, tokens or OTPs). */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.otp',
  // Integration secrets (Settings), under any of their names (issue 9 §1: never logged).
  ...SECRET_FIELD_KEYS.filter((key) => key !== 'token').map((key) => `*.${key}`),
  'secretsKey',
  '*.secretsKey',
];

/** The server's log: standard output, or `destination` (a journey's server keeps its own, support/server-host.ts). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: LOG_REDACT, censor: '[redacted]' } }, destination);
}

function errorBody(
  status: number,
  message: string,
  errorCode: string,
  errors?: Record<string, string>,
  detail?: string,
  current?: unknown,
  data?: unknown,
): ErrorBody {
  return {
    success: false,
    message,
    error: {
      errorCode,
      errorMessage: detail ?? message,
      ...(errors ? { errors } : {}),
      ...(current !== undefined ? { current } : {}),
    },
    ...(data !== undefined ? { data } : {}),
  };
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The posts area (its publisher is what tests drive). */
  posting: PostsModule;
  close(): Promise<void>;
}

/** Builds the whole server: database (migrated), services, routes. Does not listen. */
export async function buildApp(
  config: ServerConfig,
  options: { logger?: Logger; db?: DB; clock?: BusinessClock; posts?: PostsModuleOptions } = {},
): Promise<BuiltApp> {
  const log = options.logger ?? createLogger(config.logLevel);
  const db = options.db ?? openDatabase(config);
  await migrateToLatest(db);

  const box = secretBox(loadSecretsKey(config.dataDir, config.secretsKey));
  // The one clock (issue 21 §2): its zone is a setting, and the settings store writes its times.
  const clock = options.clock ?? businessClock({ timeZone: () => settings.current('general').timeZone });
  const settings = settingsStore({ db, log, env: config.settingsEnv, box, now: () => clock.now() });
  await settings.load();

  const secret = loadSecret(config.dataDir, config.jwtSecret);
  const signingKey = crypto.createHmac('sha256', secret).update('storage-signing').digest();
  const ctx: AppContext = {
    config,
    db,
    log,
    box,
    signer: new TokenSigner(secret, () => clock.now()),
    signingKey,
    storage: storageResolver(() => settings.get('storage'), {
      dataDir: config.dataDir,
      signingKey,
      publicBaseUrl: () => config.publicBaseUrl,
      now: () => clock.now(),
    }),
    settings,
    // On PostgreSQL other instances share the database: sessions are cached only while the change
    // feed listens (http/session-feed.ts); on SQLite this process makes every change.
    users: new UserCache(() => clock.now().getTime(), 5_000, 20_000, !config.databaseUrl),
    clock,
  };
  const account = accountService(ctx);

  const hot = hotPages();
  const app = Fastify({
    serverFactory: hot.serverFactory,
    loggerInstance: log as unknown as FastifyBaseLogger,
    bodyLimit: 10 * 1024 * 1024,
    // Only TRUST_PROXY's proxies may set the client address that rate limits key on (issue 10); the
    // cast is for Fastify's overloads, which take each member of the union but not the union.
    trustProxy: config.trustProxy as string[],
    // Errors the router raises before any handler runs (bad URL encoding, over-long parameters).
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
      void (reply as unknown as FastifyReply)
        .status(status)
        .send(errorBody(status, 'The request address is not valid', err.code ?? 'BadRequest'));
    },
  });

  let ready = false;
  app.addHook('onReady', async () => {
    ready = true;
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.status)
        .send(
          errorBody(err.status, err.message, err.errorCode, err.errors, err.detail, err.current, err.data),
        );
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, rate limited …
      const message = status === 429 ? 'Too many requests. Please wait a moment and try again.' : err.message;
      return (reply as unknown as FastifyReply)
        .status(status)
        .send(errorBody(status, message, (err as FastifyError).code ?? 'BadRequest'));
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Something went wrong', 'ServerError'));
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new HttpError(429, 'Too many requests. Please wait a moment and try again.', 'TooManyRequests'),
  } as Parameters<typeof rateLimit>[1]);

  // An empty body with a JSON content type is "no body", not a parse error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON', 'MalformedJson'), undefined);
    }
  });

  // Files arrive as streamed multipart (issue 22): the parts are read by the endpoints that take
  // them (http/multipart.ts), never buffered here.
  await app.register(multipart);
  const uploadSpace = filesService(ctx);

  const deps: BindDeps = {
    async authenticate(req) {
      const header = req.headers.authorization;
      if (!header?.startsWith('Bearer ')) return null;
      return account.authenticate(header.slice(7).trim());
    },
    idempotency: createIdempotency(db, () => ctx.clock.now()),
    checkResponses: process.env.NODE_ENV === 'test',
    rateLimits: config.rateLimit,
    uploads: {
      tempDir: path.join(config.dataDir, 'tmp', 'uploads'),
      reserve: (user, bytes, field) => uploadSpace.reserveUpload(user, bytes, field),
    },
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (!ready) return reply.status(503).send({ status: 'starting' });
    return { status: 'ready' };
  });
  // Made on the first request: converting every endpoint's schemas took a tenth of a second of each
  // start (every test server's, the desktop's), and few starts are ever asked for it.
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/api/docs/openapi.json', async () => {
    openApi ??= buildOpenApi(allEndpoints, { title: 'BizSuite platform API', version: '1' });
    return openApi;
  });

  accountRoutes(app, deps, account);
  billingRoutes(app, deps, billingService(ctx), ctx.clock);
  usersRoutes(app, deps, usersService(ctx), ctx.clock);
  catalogRoutes(app, deps, catalogService(ctx), ctx.clock);
  importsRoutes(app, deps, importsService(ctx));
  logsRoutes(app, deps, logsService(ctx), ctx.clock, jobRuns(ctx, jobs));
  filesRoutes(app, deps, ctx, filesService(ctx));
  settingsRoutes(app, deps, settingsService(ctx));
  dashboardRoutes(app, deps, dashboardService(ctx));
  brandRoutes(app, deps, brandService(ctx));
  notificationsRoutes(app, deps, notificationsService(ctx));
  aiRoutes(app, deps, aiService(ctx));
  webTemplatesRoutes(app, deps, webTemplatesService(ctx));
  templatesRoutes(app, deps, templatesService(ctx));
  framesRoutes(app, deps, framesService(ctx));
  campaignsRoutes(app, deps, ctx, campaignsService(ctx), hot);
  cardsRoutes(app, deps, ctx, cardsService(ctx), hot);
  webRoutes(app, deps, ctx, webService(ctx));
  webVisitorRoutes(app, ctx);
  const bots = botsService(ctx);
  botsRoutes(app, deps, ctx, bots);
  const inbox = inboxService(ctx);
  whatsappRoutes(app, deps, ctx, whatsappService(ctx), [bots.webhookReceiver(), inbox.webhookReceiver()]);
  inboxRoutes(app, deps, inbox);
  const posting = postsModule(ctx, options.posts);
  socialRoutes(app, deps, posting.accounts);
  postsRoutes(app, deps, ctx, posting);
  assertEveryEndpointBound(app);

  if (config.staticDir && fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      // Vite names each built file under assets/ by a hash of its content: a browser keeps it for good
      // instead of asking again for every chunk on every visit (the login route is 25 of them); the
      // rest is checked each time, by its ETag.
      cacheControl: false,
      setHeaders: (res, file) =>
        res.setHeader(
          'cache-control',
          path.relative(config.staticDir!, file).startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0',
        ),
    });
    const indexHtml = fs.readFileSync(path.join(config.staticDir, 'index.html'));
    app.get('/*', async (req, reply) => {
      const file = path.join(config.staticDir!, decodeURIComponent(req.url.split('?')[0]));
      if (file.startsWith(config.staticDir!) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(config.staticDir!, file));
      }
      return reply.type('text/html').send(indexHtml);
    });
  }

  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send(errorBody(404, `No route ${req.method} ${req.url.split('?')[0]}`, 'NotFound')),
  );

  let stopJobs = () => {};
  app.addHook('onReady', async () => {
    if (config.jobs) {
      stopJobs = startScheduler(ctx, jobs);
      posting.publisher.start();
    }
  });

  const stopSync = config.databaseUrl
    ? await startSessionFeed(ctx.users, db, config.databaseUrl, log)
    : async () => {};

  return {
    app,
    ctx,
    posting,
    async close() {
      stopJobs();
      await posting.publisher.stop();
      await stopSync();
      await app.close();
      await db.destroy();
    },
  };
}
