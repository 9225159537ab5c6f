import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { CAMPAIGN_MESSAGES as M, MAX_CAMPAIGN_IMAGE_BYTES } from '../../src/shared/campaigns/schemas';
import { campaignUploadsJob } from '../../src/server/modules/campaigns/jobs';
import { businessClock } from '../../src/shared/time/business-clock';
import { startRecordingS3, type RecordedS3Request } from '../fakes/s3/recording';
import type { FakeS3 } from '../fakes/s3/server';
import { failure } from '../billing/support';
import { registerUser } from '../helpers/accounts';
import { PNG, raw } from '../helpers/brand';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { campaignForm, jpeg } from './campaign-support';

const MINUTE = 60_000;
/** How far the server's clock is ahead of the real one (a signed upload address expires by it). */
let clockAhead = 0;

let s3: FakeS3 & { requests: RecordedS3Request[] };
beforeAll(async () => {
  s3 = await startRecordingS3();
});
afterAll(() => s3?.close());
afterEach(() => vi.restoreAllMocks());

/**
 * Issue 15, Presigned upload (§7): GET with fileName and contentType → { url, uploadUrl }; the PUT
 * carries the content type (and public-read on S3); a real presigned URL on S3-compatible storage, a
 * signed single-use platform URL on local disk; unattached uploads go after a day.
 */
describe.each(dbKinds().flatMap((db) => (['local', 's3'] as const).map((driver) => [db, driver] as const)))(
  'campaign image uploads (%s, %s storage)',
  (kind, driver) => {
    let server: TestServer;
    let user: Awaited<ReturnType<typeof registerUser>>;
    let other: Awaited<ReturnType<typeof registerUser>>;
    let asUser: ReturnType<TestServer['client']>;
    beforeAll(async () => {
      server = await startTestServer(kind, driver === 's3' ? s3.env : {}, {
        clock: businessClock({ now: () => new Date(Date.now() + clockAhead) }),
      });
      user = await registerUser(server);
      other = await registerUser(server);
      asUser = server.client(user.token);
      await givePlan(server, user.id, { 5: 10 });
    });
    afterAll(() => server?.close());

    const presign = async (token = user.token) =>
      (
        await server.client(token).call(cc.campaignUploadUrl, {
          query: { fileName: 'diwali.jpg', contentType: 'image/jpeg' },
        })
      ).data;

    /** A PUT as the editor sends it: to the S3 fake over loopback, or to this server's upload route. */
    const put = async (uploadUrl: string, body: Buffer, headers: Record<string, string>) => {
      if (driver === 's3') {
        const res = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(body) });
        return res.status;
      }
      const res = await server.inject({
        method: 'PUT',
        url: uploadUrl.replace(server.config.publicBaseUrl, ''),
        payload: body,
        headers,
      });
      return res.statusCode;
    };

    it('an image PUT to the presigned address becomes the campaign image, with its natural size', async () => {
      const upload = await presign();
      expect(upload.maxBytes).toBe(MAX_CAMPAIGN_IMAGE_BYTES);
      expect(upload.headers['Content-Type']).toBe('image/jpeg');
      if (driver === 's3') {
        expect(new URL(upload.uploadUrl).origin).toBe(s3.endpoint);
        expect(upload.headers['x-amz-acl']).toBe('public-read');
      } else {
        expect(upload.uploadUrl.startsWith(`${server.config.publicBaseUrl}/files/upload/`)).toBe(true);
      }
      const image = jpeg(1600, 900, 500);
      const before = s3.requests.length;
      expect(await put(upload.uploadUrl, image, upload.headers)).toBe(200);
      if (driver === 's3') {
        // What the bucket was sent: the content type and the public-read ACL, signed.
        const sent = s3.requests.slice(before).find((r) => r.method === 'PUT')!;
        expect(sent.headers['content-type']).toBe('image/jpeg');
        expect(sent.headers['x-amz-acl']).toBe('public-read');
        expect(new URL(sent.url, s3.endpoint).searchParams.get('X-Amz-SignedHeaders')).toBe(
          'content-type;host;x-amz-acl',
        );
      }
      // The url shows the image meanwhile (the editor's preview).
      const preview =
        driver === 's3'
          ? await fetch(upload.url).then(async (r) => Buffer.from(await r.arrayBuffer()))
          : (await server.inject({ method: 'GET', url: upload.url.replace(server.config.publicBaseUrl, '') }))
              .rawPayload;
      expect(preview.equals(image)).toBe(true);

      const { campaignImage: _inline, ...form } = campaignForm();
      const created = await asUser.call(cc.createCampaign, {
        body: { ...form, campaignImagePath: upload.url },
      });
      expect(created.data).toMatchObject({ campaignImageWidth: 1600, campaignImageHeight: 900 });
      const served = await server.inject({
        method: 'GET',
        url: new URL(created.data.campaignImagePath).pathname,
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(image)).toBe(true);
    });

    it('a PUT of the wrong type is refused; on local disk also one too large, expired or reused', async () => {
      const upload = await presign();
      const image = jpeg(800, 800);
      if (driver === 'local') {
        expect(await put(upload.uploadUrl, image, { ...upload.headers, 'Content-Type': 'image/png' })).toBe(
          403,
        );
        const tooLarge = Buffer.concat([image, Buffer.alloc(MAX_CAMPAIGN_IMAGE_BYTES)]);
        expect(await put(upload.uploadUrl, tooLarge, upload.headers)).toBe(413);
        clockAhead = 11 * MINUTE;
        expect(await put(upload.uploadUrl, image, upload.headers)).toBe(403);
        clockAhead = 0;
        expect(await put(upload.uploadUrl, image, upload.headers)).toBe(200);
        expect(await put(upload.uploadUrl, image, upload.headers)).toBe(409);
      } else {
        // The type is part of the signature, which S3 checks (the fake does not; the first test reads
        // the signed headers). S3 cannot bound a PUT's size: a larger file is refused when attached.
        const big = Buffer.concat([image, Buffer.alloc(MAX_CAMPAIGN_IMAGE_BYTES)]);
        expect(await put(upload.uploadUrl, big, upload.headers)).toBe(200);
        const { campaignImage: _inline, ...form } = campaignForm();
        const refused = await failure(
          asUser.call(cc.createCampaign, { body: { ...form, campaignImagePath: upload.url } }),
        );
        expect([refused.status, refused.errors]).toEqual([422, { campaignImagePath: M.imageTooLarge }]);
      }
    });

    it('only JPEG: by name and type at GET, by bytes when attached; another user’s upload is not found', async () => {
      const png = await raw(
        server,
        'GET',
        '/api/Campaign/PresignedUrl?fileName=a.png&contentType=image/png',
        user.token,
      );
      expect(png.status).toBe(400);
      expect(png.body.error.errors).toEqual({ fileName: M.imageType, contentType: M.imageType });

      const upload = await presign();
      expect(await put(upload.uploadUrl, PNG, upload.headers)).toBe(200);
      const { campaignImage: _inline, ...form } = campaignForm();
      const asPng = await failure(
        asUser.call(cc.createCampaign, { body: { ...form, campaignImagePath: upload.url } }),
      );
      expect([asPng.status, asPng.errors]).toEqual([422, { campaignImagePath: M.imageType }]);

      const mine = await presign();
      expect(await put(mine.uploadUrl, jpeg(500, 500), mine.headers)).toBe(200);
      await givePlan(server, other.id, { 5: 1 });
      const stolen = await failure(
        server
          .client(other.token)
          .call(cc.createCampaign, { body: { ...form, campaignImagePath: mine.url } }),
      );
      expect([stolen.status, stolen.errors]).toEqual([422, { campaignImagePath: M.uploadNotFound }]);
      // Not uploaded yet.
      const empty = await presign();
      const none = await failure(
        asUser.call(cc.createCampaign, { body: { ...form, campaignImagePath: empty.url } }),
      );
      expect(none.errors).toEqual({ campaignImagePath: M.uploadNotFound });
    });

    it('uploads expire in a day: the hourly job deletes them and their objects, attached or not', async () => {
      const attached = await presign();
      expect(await put(attached.uploadUrl, jpeg(600, 600), attached.headers)).toBe(200);
      const { campaignImage: _inline, ...form } = campaignForm();
      const c = await asUser.call(cc.createCampaign, { body: { ...form, campaignImagePath: attached.url } });
      const unattached = await presign();
      expect(await put(unattached.uploadUrl, jpeg(600, 600), unattached.headers)).toBe(200);
      const keyOf = (url: string) => /(campaign-uploads\/[0-9a-f-]{36}\.jpg)/.exec(url)![1];
      const storage = await server.ctx.storage();

      // Not yet.
      await campaignUploadsJob.run(server.ctx);
      expect(await storage.get(keyOf(unattached.url))).not.toBeNull();

      // A day later (the rows' time moved back: S3 refuses requests signed with a clock a day ahead).
      await server.ctx.db
        .updateTable('campaign_uploads')
        .set({ created_at: new Date(Date.now() - 25 * 60 * MINUTE).toISOString() })
        .where('key', 'in', [keyOf(attached.url), keyOf(unattached.url)])
        .execute();
      const answer = (await campaignUploadsJob.run(server.ctx)) as { uploadsDeleted: number };
      expect(answer.uploadsDeleted).toBeGreaterThanOrEqual(2);
      expect(await storage.get(keyOf(unattached.url))).toBeNull();
      expect(await storage.get(keyOf(attached.url))).toBeNull();
      const rows = await server.ctx.db
        .selectFrom('campaign_uploads')
        .select('key')
        .where('key', 'in', [keyOf(attached.url), keyOf(unattached.url)])
        .execute();
      expect(rows).toEqual([]);
      // The campaign keeps its own copy.
      const served = await server.inject({ method: 'GET', url: new URL(c.data.campaignImagePath).pathname });
      expect(served.statusCode).toBe(200);
    });
  },
);
