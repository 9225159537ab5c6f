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

    /**
     * The upload form as the editor sends it (the signed fields in order, then the file): to the S3
     * fake over loopback, or to this server's upload route. Answers the status, 2xx when stored.
     */
    const put = async (uploadUrl: string, body: Buffer, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(body)]), 'diwali.jpg');
      if (driver === 's3') return (await fetch(uploadUrl, { method: 'POST', body: form })).status;
      const encoded = new Response(form);
      const res = await server.inject({
        method: 'POST',
        url: uploadUrl.replace(server.config.publicBaseUrl, ''),
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type')! },
      });
      return res.statusCode;
    };
    const stored = (status: number) => status >= 200 && status < 300;

    it('an image POSTed to the presigned form becomes the campaign image, with its natural size', async () => {
      const upload = await presign();
      expect(upload.maxBytes).toBe(MAX_CAMPAIGN_IMAGE_BYTES);
      expect(upload.fields['Content-Type']).toBe('image/jpeg');
      if (driver === 's3') {
        expect(new URL(upload.uploadUrl).origin).toBe(s3.endpoint);
        // The size limit and the type are conditions of the signed policy (issue 22); no public ACL.
        const policy = JSON.parse(Buffer.from(upload.fields.Policy, 'base64').toString()) as {
          conditions: unknown[];
        };
        expect(policy.conditions).toContainEqual(['content-length-range', 1, MAX_CAMPAIGN_IMAGE_BYTES]);
        expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
        expect(JSON.stringify(policy)).not.toContain('public-read');
        expect(upload.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
      } else {
        expect(upload.uploadUrl).toBe(`${server.config.publicBaseUrl}/files/upload`);
      }
      const image = jpeg(1600, 900, 500);
      expect(stored(await put(upload.uploadUrl, image, upload.fields))).toBe(true);
      // The url shows the image meanwhile (the editor's preview).
      const preview =
        driver === 's3'
          ? await fetch(upload.url).then(async (r) => Buffer.from(await r.arrayBuffer()))
          : (await server.inject({ method: 'GET', url: upload.url.replace(server.config.publicBaseUrl, '') }))
              .rawPayload;
      expect(preview.equals(image)).toBe(true);

      const form = campaignForm();
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

    it('an upload form past its signed size or type is refused; on local disk also expired or reused', async () => {
      const upload = await presign();
      const image = jpeg(800, 800);
      if (driver === 'local') {
        expect(await put(upload.uploadUrl, image, { ...upload.fields, 'Content-Type': 'image/png' })).toBe(
          403,
        );
        expect(await put(upload.uploadUrl, PNG, upload.fields)).toBe(422);
        const tooLarge = Buffer.concat([image, Buffer.alloc(MAX_CAMPAIGN_IMAGE_BYTES)]);
        expect(await put(upload.uploadUrl, tooLarge, upload.fields)).toBe(413);
        expect(
          await put(upload.uploadUrl, image, { ...upload.fields, max: String(2 * MAX_CAMPAIGN_IMAGE_BYTES) }),
        ).toBe(403);
        clockAhead = 11 * MINUTE;
        expect(await put(upload.uploadUrl, image, upload.fields)).toBe(403);
        clockAhead = 0;
        expect(await put(upload.uploadUrl, image, upload.fields)).toBe(204);
        expect(await put(upload.uploadUrl, image, upload.fields)).toBe(409);
      } else {
        // The size range and the type are conditions of the signed policy, which S3 enforces; s3rver
        // does not read policies (the first test reads the signed conditions), so a larger file
        // reaches the fake and is refused again when attached.
        const big = Buffer.concat([image, Buffer.alloc(MAX_CAMPAIGN_IMAGE_BYTES)]);
        expect(stored(await put(upload.uploadUrl, big, upload.fields))).toBe(true);
        const form = campaignForm();
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
      const form = campaignForm();
      if (driver === 'local') {
        // The local form judges the first bytes as they arrive (issue 22).
        expect(await put(upload.uploadUrl, PNG, upload.fields)).toBe(422);
        // A JPEG's first bytes with no picture after them passes the form, not the attaching.
        const notAPicture = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]);
        expect(await put(upload.uploadUrl, notAPicture, upload.fields)).toBe(204);
      } else expect(stored(await put(upload.uploadUrl, PNG, upload.fields))).toBe(true);
      const asPng = await failure(
        asUser.call(cc.createCampaign, { body: { ...form, campaignImagePath: upload.url } }),
      );
      expect([asPng.status, asPng.errors]).toEqual([422, { campaignImagePath: M.imageType }]);

      const mine = await presign();
      expect(stored(await put(mine.uploadUrl, jpeg(500, 500), mine.fields))).toBe(true);
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
      expect(stored(await put(attached.uploadUrl, jpeg(600, 600), attached.fields))).toBe(true);
      const form = campaignForm();
      const c = await asUser.call(cc.createCampaign, { body: { ...form, campaignImagePath: attached.url } });
      const unattached = await presign();
      expect(stored(await put(unattached.uploadUrl, jpeg(600, 600), unattached.fields))).toBe(true);
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
