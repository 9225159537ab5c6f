import crypto from 'node:crypto';
import { endpointById, servesRequest } from '../../shared/api';
import type { EndpointDef } from '../../shared/http/endpoint';
import { accountContract } from '../../shared/account/contract';
import type { OutboxConflict, SessionInfo } from '../../shared/desktop-contract';
import type { ErrorBody } from '../../shared/http/envelope';
import type { TransportRequest, TransportResponse } from '../../shared/http/transport';
import type { EmitEvent } from '../ipc';
import { sessionUserFrom, type SessionUser, type TokenVault } from '../vault';
import { isServerReady, sendOverHttp, Unreachable } from './http';
import type { Outbox } from './outbox';
import type { ResponseCache } from './response-cache';

/**
 * Which server the app talks to. `id` keys the vault, cache and outbox: the remote URL's origin, or
 * "embedded" for the built-in server (its loopback port changes at every start, its data does not).
 * `origin` is null while the embedded server is not running.
 */
export interface ServerTarget {
  id: string;
  origin: string | null;
}

export interface GatewayOptions {
  resolveServer(): Promise<ServerTarget>;
  vault: TokenVault;
  cache: ResponseCache;
  outbox: Outbox;
  emit: EmitEvent;
  fetch?: typeof fetch;
  /** Per request; a slow server counts as unreachable after this. */
  timeoutMs?: number;
  newIdempotencyKey?: () => string;
  now?: () => Date;
  log?: (message: string) => void;
  /** The contract endpoint a request names (`area.name`); the registry of src/shared/api.ts by default. */
  resolveEndpoint?: (id: string) => EndpointDef | undefined;
}

/** What the contract says about a request, by the endpoint it names. */
interface Handling {
  offline: boolean;
  issuesToken: boolean;
  endsSession: boolean;
  /** Uploads, imports and exports: no time limit (spec 00 §9). */
  unlimited: boolean;
  /** A longer wait than the usual one, for slow answers (AI writing). */
  waitsMs?: number;
}

const PLAIN: Handling = { offline: false, issuesToken: false, endsSession: false, unlimited: false };

export const NOT_LOADED_OFFLINE = 'You are offline and this page has not been loaded before';
export const CHANGE_NEEDS_CONNECTION =
  'You are offline. This change can be made when the connection is back.';

/**
 * Every API call of the desktop renderer goes through here (renderer → IPC → gateway → HTTP). The
 * gateway holds the token (the renderer never sees it), caches GET answers for offline use, queues
 * offline-capable mutations while the server is away and replays them, in order and once each,
 * when it is back.
 */
export class ApiGateway {
  private online = true;
  private replaying: Promise<void> | null = null;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => Date;
  private readonly log: (message: string) => void;

  constructor(private readonly opts: GatewayOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch;
    this.timeoutMs = opts.timeoutMs ?? 20_000;
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log ?? (() => {});
  }

  /**
   * How to treat a request, read from the contract by the endpoint it names: the renderer cannot
   * make the gateway keep a token, end a session or queue a call by saying so (issue 10). A request
   * whose method or path is not the named endpoint's is refused.
   */
  private handlingOf(req: TransportRequest): Handling {
    if (req.endpoint === undefined) return PLAIN;
    const endpoint = (this.opts.resolveEndpoint ?? endpointById)(req.endpoint);
    if (!endpoint || !servesRequest(endpoint, req.method, req.url))
      throw new Error(`Refused: ${req.method} ${req.url.split('?')[0]} is not the endpoint ${req.endpoint}`);
    const exporting = endpoint.exportable === true && /[?&]IsExport=true(&|$)/.test(req.url);
    return {
      offline: endpoint.offline === true,
      issuesToken: endpoint.issuesToken === true,
      endsSession: endpoint.endsSession === true,
      unlimited: endpoint.transfer === true || exporting,
      waitsMs: endpoint.waitsMs,
    };
  }

  async request(incoming: TransportRequest): Promise<TransportResponse> {
    const handling = this.handlingOf(incoming);
    const target = await this.opts.resolveServer();
    const session = await this.opts.vault.current(target.id);
    const userKey = session?.user.id ?? '';
    const queueable = handling.offline && incoming.method !== 'GET' && session !== null;
    // The key is chosen before the first attempt: if that attempt reached the server but its answer
    // was lost, the queued copy carries the same key and the server does not apply it twice.
    const req = queueable
      ? { ...incoming, idempotencyKey: incoming.idempotencyKey ?? this.newKey() }
      : incoming;

    // Earlier edits still waiting must reach the server first, or this one would overtake them.
    if (queueable && this.opts.outbox.counts(target.id, userKey).pending > 0) {
      await this.replay();
      if (this.opts.outbox.counts(target.id, userKey).pending > 0) return this.enqueue(target, userKey, req);
    }

    let res: TransportResponse;
    try {
      if (!target.origin) throw new Unreachable('The server is not running');
      res = await sendOverHttp({
        fetch: this.fetch,
        origin: target.origin,
        request: req,
        token: session?.token,
        timeoutMs: handling.unlimited ? null : Math.max(handling.waitsMs ?? 0, this.timeoutMs),
      });
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      this.log(err.message);
      return this.whenUnreachable(target, userKey, req, queueable);
    }
    this.reachable();
    return this.afterAnswer(target, session?.user, req, res, handling);
  }

  /** The signed-in user of the current server, as the vault remembers it. */
  async session(): Promise<SessionInfo> {
    const target = await this.opts.resolveServer();
    const session = await this.opts.vault.current(target.id);
    return {
      signedIn: session !== null,
      ...(session ? { role: session.user.role, userName: session.user.userName } : {}),
      serverOrigin: target.origin ?? target.id,
      vault: this.opts.vault.kind,
    };
  }

  /**
   * Sign Out: revoke the token on the server when it can be reached (best effort), then forget the
   * token, this user's cached answers and their outbox on this machine.
   */
  async signOut(): Promise<void> {
    const target = await this.opts.resolveServer();
    const session = await this.opts.vault.current(target.id);
    if (!session) return;
    if (target.origin) {
      const logout = accountContract.logout;
      await sendOverHttp({
        fetch: this.fetch,
        origin: target.origin,
        request: { method: logout.method, url: logout.path },
        token: session.token,
        timeoutMs: Math.min(this.timeoutMs, 5000),
      }).catch((err: unknown) => this.log(`Sign-out could not reach the server: ${String(err)}`));
    }
    await this.endSession(target.id, session.user.id);
  }

  async conflicts(): Promise<OutboxConflict[]> {
    const { target, userKey } = await this.who();
    return this.opts.outbox.conflicts(target.id, userKey);
  }

  async dismissConflict(id: number): Promise<void> {
    const { target, userKey } = await this.who();
    if (this.opts.outbox.dismissConflict(id, target.id, userKey)) this.emitOutbox(target.id, userKey);
  }

  /**
   * Sends the queued edits of every user of the current server, oldest first. One run at a time:
   * a second caller waits for the run in progress, then finds whatever is left.
   */
  replay(): Promise<void> {
    if (!this.replaying) {
      this.replaying = this.replayAll()
        .catch((err: unknown) => this.log(`Outbox replay failed: ${String(err)}`))
        .finally(() => {
          this.replaying = null;
        });
    }
    return this.replaying;
  }

  /**
   * Checks /readyz every `intervalMs` while the server is unreachable or edits are waiting, and
   * replays when it answers. Returns the function that stops the probe.
   */
  startProbe(intervalMs = 15_000): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void this.probe().finally(() => {
        running = false;
      });
    }, intervalMs);
    timer.unref?.();
    return () => clearInterval(timer);
  }

  private async probe(): Promise<void> {
    const { target, userKey } = await this.who();
    const waiting = this.opts.outbox.usersWithPending(target.id).length > 0;
    if (this.online && !waiting) return;
    if (!target.origin || !(await isServerReady(this.fetch, target.origin))) return;
    this.reachable();
    if (waiting) await this.replay();
    this.emitOutbox(target.id, userKey);
  }

  private async replayAll(): Promise<void> {
    const target = await this.opts.resolveServer();
    if (!target.origin) return;
    const current = await this.opts.vault.current(target.id);
    for (const user of this.opts.outbox.usersWithPending(target.id)) {
      const token = await this.opts.vault.tokenFor(target.id, user);
      // Signed out, or the token was refused: the edits wait until this user signs in again.
      if (!token) continue;
      const stillOnline = await this.replayUser(target.id, target.origin, user, token);
      if (user === (current?.user.id ?? '')) this.emitOutbox(target.id, user);
      if (!stillOnline) return;
    }
  }

  /** Replays one user's entries in order; false when the server went away again. */
  private async replayUser(serverId: string, origin: string, user: string, token: string): Promise<boolean> {
    for (const entry of this.opts.outbox.pending(serverId, user)) {
      let res: TransportResponse;
      try {
        res = await sendOverHttp({
          fetch: this.fetch,
          origin,
          request: {
            method: entry.method,
            url: entry.url,
            body: entry.body,
            files: entry.files,
            idempotencyKey: entry.idempotencyKey,
          },
          token,
          timeoutMs: this.timeoutMs,
        });
      } catch (err) {
        if (!(err instanceof Unreachable)) throw err;
        this.unreachable();
        return false;
      }
      this.reachable(false);
      if (res.status < 300) {
        this.opts.outbox.delivered(entry.id);
        continue;
      }
      if (res.status === 401) {
        // The token expired or was revoked: keep the edits, ask for a new sign-in.
        await this.opts.vault.remove(serverId, user);
        return true;
      }
      const retryLater =
        res.status === 408 ||
        res.status === 429 ||
        res.status >= 500 ||
        errorCode(res.body) === 'IdempotencyInProgress';
      if (retryLater) return true;
      // The server refused the edit (validation, deleted record, plan limit …): the user decides.
      this.opts.outbox.markConflict(entry.id, res.status, errorMessage(res.body, res.status));
    }
    return true;
  }

  private enqueue(target: ServerTarget, userKey: string, req: TransportRequest): TransportResponse {
    const outboxId = this.opts.outbox.add({
      server: target.id,
      user: userKey,
      method: req.method,
      url: req.url,
      body: req.body,
      ...(req.files ? { files: req.files } : {}),
      idempotencyKey: req.idempotencyKey ?? this.newKey(),
      createdAt: this.now().toISOString(),
    });
    this.emitOutbox(target.id, userKey);
    return {
      status: 202,
      body: {
        success: true,
        message: 'Saved on this computer. It will be sent when the connection is back.',
        data: null,
      },
      contentType: 'application/json',
      queued: { outboxId },
    };
  }

  private whenUnreachable(
    target: ServerTarget,
    userKey: string,
    req: TransportRequest,
    queueable: boolean,
  ): TransportResponse {
    if (req.method === 'GET') {
      const cached = this.opts.cache.get(target.id, userKey, req.url);
      this.unreachable(cached?.cachedAt);
      if (cached) {
        return {
          status: cached.status,
          body: cached.body,
          contentType: cached.contentType,
          stale: { cachedAt: cached.cachedAt },
        };
      }
      return offlineAnswer(NOT_LOADED_OFFLINE);
    }
    this.unreachable();
    if (queueable) return this.enqueue(target, userKey, req);
    return offlineAnswer(CHANGE_NEEDS_CONNECTION);
  }

  private async afterAnswer(
    target: ServerTarget,
    user: SessionUser | undefined,
    req: TransportRequest,
    res: TransportResponse,
    handling: Handling,
  ): Promise<TransportResponse> {
    if (handling.endsSession && user && (res.status < 300 || res.status === 401)) {
      await this.endSession(target.id, user.id);
      return res;
    }
    if (res.status === 401 && user) {
      // The server no longer accepts the token: forget it so the next start asks for a sign-in.
      await this.opts.vault.remove(target.id, user.id);
      return res;
    }
    if (handling.issuesToken && res.status < 300) return this.keepToken(target, res);
    if (req.method === 'GET' && res.status === 200 && !(res.body instanceof Uint8Array)) {
      this.opts.cache.put(target.id, user?.id ?? '', req.url, {
        status: res.status,
        contentType: res.contentType,
        body: res.body,
        cachedAt: this.now().toISOString(),
      });
    }
    return res;
  }

  /** Moves `data.token` into the vault; the renderer gets the answer with the token blanked. */
  private async keepToken(target: ServerTarget, res: TransportResponse): Promise<TransportResponse> {
    const body = res.body as { data?: { token?: unknown } & Record<string, unknown> } | null;
    const data = body?.data;
    if (!data || typeof data.token !== 'string' || !data.token) return res;
    await this.opts.vault.save(target.id, sessionUserFrom({ ...data, token: data.token }), data.token);
    return { ...res, body: { ...body, data: { ...data, token: '' } } };
  }

  private async endSession(serverId: string, userId: string): Promise<void> {
    await this.opts.vault.remove(serverId, userId);
    this.opts.cache.clearUser(serverId, userId);
    this.opts.outbox.clearUser(serverId, userId);
    this.emitOutbox(serverId, userId);
  }

  private newKey(): string {
    return this.opts.newIdempotencyKey ? this.opts.newIdempotencyKey() : crypto.randomUUID();
  }

  private async who(): Promise<{ target: ServerTarget; userKey: string }> {
    const target = await this.opts.resolveServer();
    const session = await this.opts.vault.current(target.id);
    return { target, userKey: session?.user.id ?? '' };
  }

  private emitOutbox(serverId: string, userKey: string): void {
    this.opts.emit('outbox:changed', this.opts.outbox.counts(serverId, userKey));
  }

  private unreachable(cachedAt?: string): void {
    const changed = this.online;
    this.online = false;
    if (changed || cachedAt)
      this.opts.emit('connectivity', { online: false, ...(cachedAt ? { cachedAt } : {}) });
  }

  /** Back online: say so, and send what waited (not awaited: the caller's answer comes first). */
  private reachable(replay = true): void {
    if (!this.online) {
      this.online = true;
      this.opts.emit('connectivity', { online: true });
    }
    if (replay && !this.replaying) {
      void this.opts.resolveServer().then((target) => {
        if (this.opts.outbox.usersWithPending(target.id).length > 0) void this.replay();
      });
    }
  }
}

function offlineAnswer(message: string): TransportResponse {
  const body: ErrorBody = { success: false, message, error: { errorCode: 'Offline', errorMessage: message } };
  return { status: 503, body, contentType: 'application/json' };
}

function errorCode(body: unknown): string | undefined {
  return (body as ErrorBody | null)?.error?.errorCode;
}

function errorMessage(body: unknown, status: number): string {
  const envelope = body as ErrorBody | null;
  return envelope?.message || envelope?.error?.errorMessage || `The server refused this change (${status})`;
}
