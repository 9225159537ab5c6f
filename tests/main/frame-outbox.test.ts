import path from 'node:path';
import Database from 'better-sqlite3';
import { PNG as PngImage } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerTarget } from '../../src/main/gateway/api-gateway';
import { accountContract as account } from '../../src/shared/account/contract';
import { endpointIdOf } from '../../src/shared/api';
import { framesContract as fc } from '../../src/shared/frames/contract';
import { defaultLayout, type StandardLayout } from '../../src/shared/frames/rules';
import { buildPath } from '../../src/shared/http/endpoint';
import type { TransportRequest } from '../../src/shared/http/transport';
import { gatewayFor, lastEvent } from './gateway-harness';
import { eventually, freePort, startServerProcess, tempDir, type RunningServer } from './server-process';

function png(width: number, height: number): string {
  const image = new PngImage({ width, height });
  image.data.fill(200);
  return PngImage.sync.write(image).toString('base64');
}

const layoutWith = (x: number): StandardLayout => {
  const layout = defaultLayout('standard');
  return { ...layout, companyName: { ...layout.companyName, x, hx: x, isDisplay: true } };
};

/**
 * Issue 12, Offline: an existing frame's layout saves made while the server is down wait in the
 * desktop outbox and arrive once each, in order, when it is back (the real server process, stopped
 * and restarted). The editor counts a queued save as the next version, as the server will.
 */
describe('frame layouts saved while the server is down', () => {
  let dataDir: string;
  let port: number;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = tempDir('frame-outbox');
    port = await freePort();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('arrive exactly once, in order; one based on a layout older than the stored one becomes a conflict', async () => {
    server = await startServerProcess(dataDir, port);
    const target = (): ServerTarget => ({
      id: 'embedded',
      origin: server ? `http://127.0.0.1:${port}` : null,
    });
    let n = 0;
    const { gateway, events } = gatewayFor(target, { newIdempotencyKey: () => `layout-${++n}` });

    const setup = await gateway.request({
      method: account.setup.method,
      url: account.setup.path,
      body: { userName: 'Admin', email: 'admin@example.com', password: 'secret123' },
      endpoint: endpointIdOf(account.setup),
    });
    expect(setup.status).toBe(201);
    // A new frame needs the server: its image first (spec 01 section 4).
    const uploaded = await gateway.request({
      method: fc.uploadFrameImage.method,
      url: fc.uploadFrameImage.path,
      // The image goes as form data through the gateway (issue 22), as the renderer's IPC sends it.
      files: [
        { field: 'file', name: 'frame.png', type: 'image/png', data: Buffer.from(png(40, 20), 'base64') },
      ],
      endpoint: endpointIdOf(fc.uploadFrameImage),
    });
    expect(uploaded.status).toBe(201);
    const frameId = (uploaded.body as { data: number }).data;

    await server.stop();
    server = undefined;

    const save = (version: number, x: number): TransportRequest => ({
      method: fc.saveFrameLayout.method,
      url: fc.saveFrameLayout.path,
      body: { frameId, version, elements: layoutWith(x) },
      endpoint: endpointIdOf(fc.saveFrameLayout),
    });
    for (const [version, x] of [
      [0, 100],
      [1, 110],
      [2, 120],
    ]) {
      const queued = await gateway.request(save(version, x));
      expect(queued.status).toBe(202);
      expect(queued.queued?.outboxId).toEqual(expect.any(Number));
    }
    // Made on an editor opened before those: it is based on version 1, which will be stale.
    expect((await gateway.request(save(1, 999))).status).toBe(202);
    expect(lastEvent(events, 'outbox:changed')).toEqual({ pending: 4, conflicts: 0 });

    server = await startServerProcess(dataDir, port);
    const stopProbe = gateway.startProbe(150);
    try {
      await eventually(() => lastEvent(events, 'outbox:changed')?.pending === 0, 30_000, 'the replay');
    } finally {
      stopProbe();
    }
    const conflicts = await gateway.conflicts();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ status: 409, url: fc.saveFrameLayout.path });

    const frame = await gateway.request({
      method: 'GET',
      url: buildPath(fc.frameById.path, { id: frameId }),
      endpoint: endpointIdOf(fc.frameById),
    });
    expect(frame.status).toBe(200);
    const stored = (frame.body as { data: { version: number; elements: StandardLayout } }).data;
    expect(stored.version).toBe(3);
    expect(stored.elements.companyName.x).toBe(120);

    // Once each: one stored answer per key, the three saves applied and the stale one refused.
    const db = new Database(path.join(dataDir, 'platform.sqlite'), { readonly: true });
    const keys = db
      .prepare("SELECT key, status FROM idempotency_keys WHERE key LIKE 'layout-%' ORDER BY key")
      .all();
    db.close();
    expect(keys).toEqual([
      { key: 'layout-1', status: 200 },
      { key: 'layout-2', status: 200 },
      { key: 'layout-3', status: 200 },
      { key: 'layout-4', status: 409 },
    ]);
  }, 90_000);
});
