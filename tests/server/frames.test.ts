import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PNG as PngImage } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract } from '../../src/shared/brand/contract';
import { catalogContract } from '../../src/shared/catalog/contract';
import { framesContract as fc } from '../../src/shared/frames/contract';
import {
  defaultLayout,
  NFC_PRINT_WIDTH,
  type NfcLayout,
  type StandardLayout,
} from '../../src/shared/frames/rules';
import { FRAME_MESSAGES as M, type Frame } from '../../src/shared/frames/schemas';
import { ApiError } from '../../src/shared/http/client';
import { usersContract } from '../../src/shared/users/contract';
import { failure } from '../billing/support';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { companyForm, JPEG, PDF, raw, rawForm, upload, WEBP } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const BOLD_FONT = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A real PNG `width` × `height` of one colour (frames read the image's size from its header). */
function png(width: number, height: number, rgb: [number, number, number] = [200, 60, 60]): Buffer {
  const image = new PngImage({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
  return PngImage.sync.write(image);
}

/** A baseline JPEG's first bytes with a SOF0 that says 640 × 480. */
const JPEG_640 = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]),
  Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x01, 0x01, 0x11, 0x00]),
  Buffer.alloc(32),
]);

/** The frame image as the form sends it: the `file` part (issue 22: form data, judged by its bytes). */
const image = (bytes: Buffer = png(300, 150)) => ({ files: { file: { name: 'frame.png', data: bytes } } });

/** Spec 01 sections 2–9 and issue 12, "Frames and NFC frames": the server. */
describe.each(dbKinds())('frames (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let admin: ReturnType<TestServer['client']>;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let asAlice: ReturnType<TestServer['client']>;
  let asBob: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
    admin = server.client(adminToken);
    alice = await registerUser(server, { companyName: 'Alice Bakes' });
    bob = await registerUser(server, { companyName: 'Bob Builds' });
    asAlice = server.client(alice.token);
    asBob = server.client(bob.token);
  });
  afterAll(() => server?.close());

  const newFrame = async (client = asAlice, bytes?: Buffer) =>
    (await client.call(fc.uploadFrameImage, image(bytes))).data;
  const newNfcFrame = async (client = asAlice, frameName = 'Gold card') =>
    (await client.call(fc.uploadNfcFrameImage, { body: { frameName }, ...image(png(860, 540)) })).data;
  const moved = (layout: StandardLayout, x: number): StandardLayout => ({
    ...layout,
    companyName: { ...layout.companyName, x, hx: x, isDisplay: true },
  });

  it('a User uploads a frame image, saves its layout, and finds it moved when they open it again', async () => {
    const upload = await asAlice.call(fc.uploadFrameImage, image());
    const id = upload.data;
    expect(typeof id).toBe('number');

    const fresh = (await asAlice.call(fc.frameById, { params: { id } })).data;
    expect(fresh).toMatchObject({
      id,
      frameId: id,
      kind: 'standard',
      version: 0,
      imageAspect: 2,
      canEdit: true,
    });
    expect(fresh.elements).toEqual(defaultLayout('standard'));
    expect(fresh.frameImageURL).toContain('sig=');
    const picture = await server.inject({
      method: 'GET',
      url: new URL(fresh.frameImageURL).pathname + new URL(fresh.frameImageURL).search,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const added = await asAlice.call(fc.saveFrameLayout, {
      body: { frameId: id, version: 0, elements: moved(fresh.elements, 120) },
    });
    expect(added.message).toBe(M.added);
    expect(added.data.version).toBe(1);
    expect(added.data.elements.companyName).toMatchObject({ x: 120, isDisplay: true });

    const updated = await asAlice.call(fc.saveFrameLayout, {
      body: { frameId: id, version: 1, elements: moved(added.data.elements, 140) },
    });
    expect(updated.message).toBe(M.updated);
    const reopened = (await asAlice.call(fc.frameById, { params: { id } })).data;
    expect(reopened.version).toBe(2);
    expect(reopened.elements.companyName.x).toBe(140);
  });

  it('a save based on an older layout answers 409 with the stored frame, so the user can pick', async () => {
    const id = await newFrame();
    const layout = defaultLayout('standard');
    await asAlice.call(fc.saveFrameLayout, {
      body: { frameId: id, version: 0, elements: moved(layout, 50) },
    });
    // Another computer saved first; this one still holds version 0.
    const err = await failure(
      asAlice.call(fc.saveFrameLayout, { body: { frameId: id, version: 0, elements: moved(layout, 90) } }),
    );
    expect(err.status).toBe(409);
    expect(err.message).toBe(M.conflict);
    const stored = err.current as Frame;
    expect(stored).toMatchObject({ id, version: 1 });
    expect((stored.elements as StandardLayout).companyName.x).toBe(50);
    // Keeping mine: saved again over the version the conflict showed.
    const kept = await asAlice.call(fc.saveFrameLayout, {
      body: { frameId: id, version: stored.version, elements: moved(layout, 90) },
    });
    expect(kept.data).toMatchObject({ version: 2 });
    expect(kept.data.elements.companyName.x).toBe(90);
  });

  it('a layout save sent again with its Idempotency-Key is applied once', async () => {
    const id = await newFrame();
    const body = { frameId: id, version: 0, elements: moved(defaultLayout('standard'), 33) };
    const first = await asAlice.call(fc.saveFrameLayout, { body }, { idempotencyKey: `frame-${id}` });
    const again = await asAlice.call(fc.saveFrameLayout, { body }, { idempotencyKey: `frame-${id}` });
    expect(again.data).toEqual(first.data);
    expect((await asAlice.call(fc.frameById, { params: { id } })).data.version).toBe(1);
  });

  it('two saves of the same version at once: one wins, the other gets 409', async () => {
    const id = await newFrame();
    const results = await Promise.allSettled(
      [10, 20, 30, 40].map((x) =>
        asAlice.call(fc.saveFrameLayout, {
          body: { frameId: id, version: 0, elements: moved(defaultLayout('standard'), x) },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(((r as PromiseRejectedResult).reason as ApiError).status).toBe(409);
    expect((await asAlice.call(fc.frameById, { params: { id } })).data.version).toBe(1);
  });

  it('a new image replaces the old one and keeps the layout; the old image is gone', async () => {
    const id = await newFrame();
    const before = (await asAlice.call(fc.frameById, { params: { id } })).data;
    await asAlice.call(fc.saveFrameLayout, {
      body: { frameId: id, version: 0, elements: moved(before.elements, 77) },
    });
    const again = await asAlice.call(fc.uploadFrameImage, { body: { id }, ...image(JPEG_640) });
    expect(again.data).toBe(id);
    const after = (await asAlice.call(fc.frameById, { params: { id } })).data;
    expect(after.imageAspect).toBeCloseTo(640 / 480);
    expect(after.elements.companyName.x).toBe(77);
    const oldImage = new URL(before.frameImageURL);
    expect(
      (await server.inject({ method: 'GET', url: oldImage.pathname + oldImage.search })).statusCode,
    ).toBe(404);
  });

  it('an NFC frame needs an image and a name; an existing one may change only its name', async () => {
    const noImage = await rawForm(server, fc.uploadNfcFrameImage.path, alice.token, { frameName: 'Card' });
    expect(noImage.status).toBe(422);
    expect(noImage.body.error.errors).toMatchObject({ file: 'Please Add Frame Image' });
    const noName = await rawForm(server, fc.uploadNfcFrameImage.path, alice.token, {}, image().files);
    expect(noName.status).toBe(422);
    expect(noName.body.error.errors).toMatchObject({ frameName: 'Please Add Frame Name' });
    const noFrameImage = await rawForm(server, fc.uploadFrameImage.path, alice.token, {});
    expect(noFrameImage.status).toBe(422);
    expect(noFrameImage.body.error.errors).toMatchObject({ file: 'Please Add Frame Image' });

    const id = await newNfcFrame(asAlice, 'Silver card');
    const fresh = (await asAlice.call(fc.nfcFrameById, { params: { id } })).data;
    expect(fresh).toMatchObject({ kind: 'nfc', frameName: 'Silver card', version: 0 });
    expect(fresh.elements).toEqual(defaultLayout('nfc'));
    const renamed = await asAlice.call(fc.uploadNfcFrameImage, { body: { id, frameName: 'Platinum card' } });
    expect(renamed.data).toBe(id);
    const after = (await asAlice.call(fc.nfcFrameById, { params: { id } })).data;
    expect(after.frameName).toBe('Platinum card');
    expect(after.frameImageURL.split('?')[0]).toBe(fresh.frameImageURL.split('?')[0]);

    const saved = await asAlice.call(fc.saveNfcFrameLayout, {
      body: {
        frameId: id,
        version: 0,
        elements: { ...fresh.elements, qr: { ...fresh.elements.qr, x: 600, y: 280, hx: 600, size: 250 } },
      },
    });
    expect(saved.message).toBe(M.added);
    expect(saved.data.elements.qr.size).toBe(250);
    // The standard and NFC endpoints do not open each other's frames.
    expect((await failure(asAlice.call(fc.frameById, { params: { id } }))).status).toBe(404);
  });

  it('bad input answers 422 listing each field, and stores nothing', async () => {
    for (const bytes of [WEBP, PDF]) {
      const res = await rawForm(server, fc.uploadFrameImage.path, alice.token, {}, image(bytes).files);
      expect(res.status).toBe(422);
      expect(res.body.error.errors.file).toBe(M.imageType);
    }
    // A small file that declares a picture too large to draw.
    const huge = png(1, 1);
    huge.writeUInt32BE(9000, 16);
    const tooWide = await failure(asAlice.call(fc.uploadFrameImage, image(huge)));
    expect(tooWide.errors).toEqual({ file: M.imageTooWide });
    // JPEG's first bytes, but no picture after them.
    const lying = await failure(asAlice.call(fc.uploadFrameImage, image(JPEG)));
    expect(lying.status).toBe(422);
    expect(Object.keys(lying.errors ?? {})).toEqual(['file']);

    const id = await newFrame();
    const layout = defaultLayout('standard');
    const tooBig = await failure(
      asAlice.call(fc.saveFrameLayout, {
        body: {
          frameId: id,
          version: 0,
          elements: {
            ...layout,
            logo: { ...layout.logo, size: 101 },
            companyName: { ...layout.companyName, size: 0 },
            email: { ...layout.email, color: 'red' },
          },
        },
      }),
    );
    expect(tooBig.status).toBe(422);
    expect(tooBig.errors).toMatchObject({
      'elements.logo.size': 'Size must be between 1 and 100',
      'elements.companyName.size': 'Size must be between 1 and 100',
      'elements.email.color': 'Use a colour like #000000',
    });
    const nfc = await newNfcFrame();
    const nfcLayout = defaultLayout('nfc');
    const nfcTooBig = await raw(server, 'POST', fc.saveNfcFrameLayout.path, alice.token, {
      frameId: nfc,
      version: 0,
      elements: { ...nfcLayout, qr: { ...nfcLayout.qr, size: 251 }, name: { ...nfcLayout.name, size: 101 } },
    });
    expect(nfcTooBig.status).toBe(422);
    expect(nfcTooBig.body.error.errors).toMatchObject({
      'elements.qr.size': 'Size must be between 1 and 250',
      'elements.name.size': 'Size must be between 1 and 100',
    });
    const noFont = await failure(
      asAlice.call(fc.saveFrameLayout, {
        body: {
          frameId: id,
          version: 0,
          elements: { ...layout, website: { ...layout.website, fontFamilyId: 99999 } },
        },
      }),
    );
    expect(noFont.status).toBe(422);
    expect(noFont.errors).toEqual({ 'elements.website.fontFamilyId': 'Choose a font from the list' });
    expect((await asAlice.call(fc.frameById, { params: { id } })).data.version).toBe(0);
  });

  it("a User cannot open, change, default, download or delete another user's frame: 404", async () => {
    const id = await newFrame(asAlice);
    const nfc = await newNfcFrame(asAlice);
    const layout = defaultLayout('standard');
    const attempts = [
      () => asBob.call(fc.frameById, { params: { id } }),
      () => asBob.call(fc.nfcFrameById, { params: { id: nfc } }),
      () => asBob.call(fc.saveFrameLayout, { body: { frameId: id, version: 0, elements: layout } }),
      () => asBob.call(fc.uploadFrameImage, { body: { id }, ...image() }),
      () => asBob.call(fc.uploadNfcFrameImage, { body: { id: nfc, frameName: 'Mine now' } }),
      () => asBob.call(fc.setDefaultFrame, { params: { id } }),
      () => asBob.call(fc.frameDownloadById, { params: { id } }),
      () => asBob.call(fc.deleteNfcFrame, { params: { id: nfc } }),
      () => asBob.call(fc.nfcCardDownload, { body: { frameId: nfc } }),
    ];
    for (const attempt of attempts) expect((await failure(attempt())).status).toBe(404);
    // Still there for its maker.
    expect((await asAlice.call(fc.nfcFrameById, { params: { id: nfc } })).data.frameName).toBe('Gold card');
    const mine = (await asBob.call(fc.myFrames, { query: {} })).data.records.map((f) => f.id);
    expect(mine).not.toContain(id);
    // A User naming another user's frames list gets 404 too.
    expect((await failure(asBob.call(fc.myFrames, { query: { userId: alice.id } }))).status).toBe(404);
    // Admin lists, assignment and brand previews are the Admin's.
    expect((await failure(asBob.call(fc.frames, { query: {} }))).status).toBe(403);
    expect(
      (await failure(asBob.call(fc.assignFrame, { body: { frameId: id, users: [bob.id] } }))).status,
    ).toBe(403);
  });

  it('an Admin assigns a frame to users, sub-categories or all; those users see it and may not change it', async () => {
    const id = await newFrame(admin);
    await admin.call(fc.assignFrame, { body: { frameId: id, users: [alice.id] } });
    expect((await asAlice.call(fc.myFrames, { query: {} })).data.records.map((f) => f.id)).toContain(id);
    expect((await failure(asBob.call(fc.frameById, { params: { id } }))).status).toBe(404);
    const seen = (await asAlice.call(fc.frameById, { params: { id } })).data;
    expect(seen).toMatchObject({ canEdit: false, users: [] });
    const edit = await failure(
      asAlice.call(fc.saveFrameLayout, { body: { frameId: id, version: 0, elements: seen.elements } }),
    );
    expect(edit.status).toBe(403);

    // Through a sub-category Bob has.
    const cat = (await admin.call(catalogContract.createCategory, { body: { name: `Trades ${kind}` } })).data;
    const sub = (
      await admin.call(catalogContract.createSubCategory, { body: { name: 'Builders', categoryId: cat.id } })
    ).data;
    await admin.call(usersContract.mapUserSubCategory, { body: { userId: bob.id, subCategory: [sub.id] } });
    const assigned = await admin.call(fc.assignFrame, {
      body: { frameId: id, users: [alice.id], categories: [sub.id] },
    });
    expect(assigned.message).toBe(M.assigned);
    expect(assigned.data).toMatchObject({ users: [alice.id], categories: [sub.id], allUsers: false });
    expect((await asBob.call(fc.myFrames, { query: {} })).data.records.map((f) => f.id)).toContain(id);

    // All users includes a user who registers later.
    const allFrame = await newFrame(admin);
    await admin.call(fc.assignFrame, { body: { frameId: allFrame, allUsers: true } });
    const carol = await registerUser(server);
    expect(
      (await server.client(carol.token).call(fc.myFrames, { query: {} })).data.records.map((f) => f.id),
    ).toContain(allFrame);
    // Taken back: assignment is replaced as a whole.
    await admin.call(fc.assignFrame, { body: { frameId: allFrame, allUsers: false } });
    expect(
      (await server.client(carol.token).call(fc.myFrames, { query: {} })).data.records.map((f) => f.id),
    ).not.toContain(allFrame);

    const unknown = await failure(admin.call(fc.assignFrame, { body: { frameId: id, users: [987654] } }));
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.errors ?? {})).toEqual(['users']);
    expect((await failure(admin.call(fc.assignFrame, { body: { frameId: 987654 } }))).status).toBe(404);
  });

  it('My Frames lists 12 a page with search and kind, the default first; one default per user', async () => {
    const dave = await registerUser(server);
    const asDave = server.client(dave.token);
    const ids: number[] = [];
    for (let i = 0; i < 13; i++) ids.push(await newFrame(asDave, png(10 + i, 10)));
    const nfc = await newNfcFrame(asDave, 'Dave special');

    const first = (await asDave.call(fc.myFrames, { query: { kind: 'standard' } })).data;
    expect(first.records).toHaveLength(12);
    expect(first.total_Record_Count).toBe(13);
    expect(first.records[0].id).toBe(ids[12]);
    const second = (await asDave.call(fc.myFrames, { query: { kind: 'standard', PageNumber: 2 } })).data;
    expect(second.records.map((f) => f.id)).toEqual([ids[0]]);
    const search = (await asDave.call(fc.myFrames, { query: { Search: 'special' } })).data;
    expect(search.records.map((f) => f.id)).toEqual([nfc]);

    const made = await asDave.call(fc.setDefaultFrame, { params: { id: ids[3] } });
    expect(made.message).toBe(M.madeDefault);
    expect(made.data.isDefault).toBe(true);
    await asDave.call(fc.setDefaultFrame, { params: { id: ids[5] } });
    // An NFC default is its own: it does not replace the standard one.
    await asDave.call(fc.setDefaultFrame, { params: { id: nfc } });
    const listed = (await asDave.call(fc.myFrames, { query: { kind: 'standard' } })).data.records;
    expect(listed[0].id).toBe(ids[5]);
    expect(listed.filter((f) => f.isDefault).map((f) => f.id)).toEqual([ids[5]]);
    expect((await asDave.call(fc.nfcFrameById, { params: { id: nfc } })).data.isDefault).toBe(true);

    // An Admin sees and sets a user's defaults through userId (the Update User Frames tab).
    const forDave = (await admin.call(fc.myFrames, { query: { userId: dave.id, kind: 'standard' } })).data;
    expect(forDave.records[0]).toMatchObject({ id: ids[5], isDefault: true });
    await admin.call(fc.setDefaultFrame, { params: { id: ids[0] }, query: { userId: dave.id } });
    expect((await asDave.call(fc.myFrames, { query: { kind: 'standard' } })).data.records[0].id).toBe(ids[0]);
  });

  it('SetDefaultFrame called at once for many frames leaves exactly one default', async () => {
    const erin = await registerUser(server);
    const asErin = server.client(erin.token);
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await newFrame(asErin));
    const results = await Promise.allSettled(
      ids.map((id) => asErin.call(fc.setDefaultFrame, { params: { id } })),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const defaults = (await asErin.call(fc.myFrames, { query: {} })).data.records.filter((f) => f.isDefault);
    expect(defaults).toHaveLength(1);
    const rows = await server.ctx.db
      .selectFrom('frame_defaults')
      .selectAll()
      .where('user_id', '=', erin.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].frame_id).toBe(defaults[0].id);
  });

  it("the admin editor previews the frame with each assigned user's brand; a User gets their own", async () => {
    const logo = (await upload(server, alice.token, png(64, 64), 'png')).url;
    await asAlice.call(brandContract.saveCompany, {
      body: companyForm(logo, { companyName: 'Alice <b>& Co', website: 'alice.example' }),
    });
    const id = await newFrame(admin);
    await admin.call(fc.assignFrame, { body: { frameId: id, users: [alice.id, bob.id] } });
    const brands = (await admin.call(fc.usersBrandInformations, { query: { frameId: id } })).data;
    expect(brands.map((b) => b.userId)).toEqual([alice.id, bob.id].sort((a, b) => a - b));
    const aliceBrand = brands.find((b) => b.userId === alice.id)!;
    expect(aliceBrand).toMatchObject({
      companyName: 'Alice <b>& Co',
      address: '4 MG Road, Shivajinagar, Pune, Maharashtra 411005',
      website: 'http://alice.example',
      // No card pages yet (issue 14): the QR opens the website.
      qrUrl: 'http://alice.example',
    });
    expect(aliceBrand.companyLogo).toContain('/files/');
    // Bob has no brand details yet: his account's company name stands in.
    expect(brands.find((b) => b.userId === bob.id)).toMatchObject({
      companyName: 'Bob Builds',
      website: null,
    });

    const mine = (await asAlice.call(fc.frameDownloadById, { params: { id } })).data;
    expect(mine.frame.id).toBe(id);
    expect(mine.brand).toMatchObject({ userId: alice.id, companyName: 'Alice <b>& Co' });
    const list = (await asAlice.call(fc.frameDownloadList)).data;
    expect(list.frames.map((f) => f.id)).toContain(id);
    expect(list.brand.userId).toBe(alice.id);
    expect(
      (await failure(asAlice.call(fc.frameDownloadById, { params: { id }, query: { userId: bob.id } })))
        .status,
    ).toBe(404);
    expect(
      (await failure(admin.call(fc.usersBrandInformations, { query: { frameId: 987654 } }))).status,
    ).toBe(404);
  });

  it('the admin lists show every frame of their kind, 12 a page, NFC searchable by name', async () => {
    const std = await newFrame(asBob);
    const nfc = await newNfcFrame(asBob, `Findable ${kind}`);
    const frames = (await admin.call(fc.frames, { query: { PageSize: 100 } })).data;
    expect(frames.records.every((f) => f.kind === 'standard')).toBe(true);
    expect(frames.records.map((f) => f.id)).toContain(std);
    expect(frames.records[0]).toMatchObject({ canEdit: true, createdBy: expect.any(Number) });
    expect((await admin.call(fc.frames, { query: {} })).data.records.length).toBeLessThanOrEqual(12);
    const nfcs = (await admin.call(fc.nfcFrames, { query: { Search: 'findable' } })).data;
    expect(nfcs.records.map((f) => f.id)).toEqual([nfc]);
    expect(nfcs.records[0]).toMatchObject({ kind: 'nfc', frameName: `Findable ${kind}` });
  });

  it('the NFC card downloads as a PNG and as a card-size PDF (85.6 × 54 mm)', async () => {
    const logo = (await upload(server, bob.token, png(32, 32, [0, 0, 200]), 'png')).url;
    await asBob.call(brandContract.saveCompany, { body: companyForm(logo, { companyName: 'Bob & Sons' }) });
    // An Admin's font from the catalog draws the company name (its file through the Storage).
    const font = (
      await admin.call(catalogContract.createFont, {
        body: { name: `DejaVu Bold ${kind}`, isNfc: true },
        files: { file: { name: 'DejaVuSans-Bold.ttf', data: fs.readFileSync(BOLD_FONT) } },
      })
    ).data;
    const id = await newNfcFrame(asBob, 'Bob card');
    const layout: NfcLayout = defaultLayout('nfc');
    await asBob.call(fc.saveNfcFrameLayout, {
      body: {
        frameId: id,
        version: 0,
        elements: {
          ...layout,
          companyName: { ...layout.companyName, isDisplay: true, size: 40, fontFamilyId: font.id },
        },
      },
    });

    const pngFile = await asBob.download(fc.nfcCardDownload, { body: { frameId: id, format: 'png' } });
    expect(pngFile.contentType).toBe('image/png');
    const picture = PngImage.sync.read(Buffer.from(pngFile.bytes));
    expect(picture.width).toBe(NFC_PRINT_WIDTH);
    expect(picture.height).toBe(Math.round((NFC_PRINT_WIDTH * 540) / 860));
    expect(fs.readdirSync(path.join(server.dataDir, 'cache', 'frame-fonts'))).toEqual([
      expect.stringMatching(/\.ttf$/),
    ]);
    const small = await asBob.download(fc.nfcCardDownload, { body: { frameId: id, width: 430 } });
    expect(PngImage.sync.read(Buffer.from(small.bytes)).width).toBe(430);

    const pdfFile = await asBob.download(fc.nfcCardDownload, { body: { frameId: id, format: 'pdf' } });
    expect(pdfFile.contentType).toBe('application/pdf');
    const doc = await PDFDocument.load(pdfFile.bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect((width * 25.4) / 72).toBeCloseTo(85.6, 2);
    expect((height * 25.4) / 72).toBeCloseTo(54, 2);

    // An Admin downloads a user's card.
    const forBob = await admin.download(fc.nfcCardDownload, { body: { frameId: id, userId: bob.id } });
    expect(forBob.contentType).toBe('image/png');
    const badWidth = await failure(asBob.call(fc.nfcCardDownload, { body: { frameId: id, width: 5000 } }));
    expect(badWidth.status).toBe(422);
  });

  it('an NFC frame is deleted by its maker or an Admin, with its image', async () => {
    const id = await newNfcFrame(asBob, 'Short lived');
    const frame = (await asBob.call(fc.nfcFrameById, { params: { id } })).data;
    await asBob.call(fc.setDefaultFrame, { params: { id } });
    const deleted = await asBob.call(fc.deleteNfcFrame, { params: { id } });
    expect(deleted.message).toBe(M.deleted);
    expect((await failure(asBob.call(fc.nfcFrameById, { params: { id } }))).status).toBe(404);
    const imageUrl = new URL(frame.frameImageURL);
    expect(
      (await server.inject({ method: 'GET', url: imageUrl.pathname + imageUrl.search })).statusCode,
    ).toBe(404);
    const byAdmin = await newNfcFrame(asBob, 'Admin removes');
    await admin.call(fc.deleteNfcFrame, { params: { id: byAdmin } });
    expect((await failure(asBob.call(fc.nfcFrameById, { params: { id: byAdmin } }))).status).toBe(404);
  });
});
