import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { givePlan } from '../helpers/plans';
import type { TestServer } from '../helpers/server';
import { campaignForm } from '../server/campaign-support';
import { CHROMIUM_ARGS, chromiumForBenchmarks } from '../support/chromium';

/**
 * The public campaign page in Chromium (issue 15, Benchmark): composed images per second, each the
 * campaign image, the visitor's photo in a circle slot, two texts and the watermark drawn at the
 * image's natural size and encoded as the JPEG a Download gives; for 1080 × 1080 and 3000 × 3000
 * campaign images. Drives the real page (`npm run build:pages` first) through the hook it exposes
 * with `?bench` in its address. Needs /usr/bin/chromium (or CHROMIUM_PATH).
 */
export async function benchCampaignPage(rounds = Number(process.env.BENCH_COMPOSE_ROUNDS ?? 0)) {
  if (!fs.existsSync(path.resolve('out', 'p-assets', 'campaign-page.js'))) {
    console.log('\n== Campaign page composition: skipped, run `npm run build:pages` first ==');
    return [];
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-campaign-page-'));
  const config = configFromEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
  });
  const built = await buildApp(config, { logger: pino({ level: 'silent' }) });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: chromiumForBenchmarks(),
    args: CHROMIUM_ARGS,
  });
  try {
    const token = await benchUser(built as unknown as TestServer, base);
    const page = await browser.newPage();
    const results = [];
    console.log('\n== Campaign page composition in Chromium (draw + JPEG encode at natural size) ==');
    for (const side of [1080, 3000]) {
      const url = `bench-compose-${side}`;
      await page.goto('about:blank');
      // The image goes first as form data (issue 22); the form carries its path.
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(await gradientJpeg(page, side), 'base64')]), 'bench.jpg');
      const image = await fetch(`${base}/api/Campaign/UploadImage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (image.status !== 201) throw new Error(`image not stored: ${await image.text()}`);
      const { data } = (await image.json()) as { data: { url: string } };
      const created = await fetch(`${base}/api/Campaign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(
          campaignForm({
            url,
            campaignName: `Bench ${side}`,
            campaignImagePath: data.url,
            txt2: { isDisplay: true, collectData: true, caption: 'City', x: 20, y: 460, width: 300 },
          }),
        ),
      });
      if (created.status !== 201) throw new Error(`campaign not created: ${await created.text()}`);
      await page.goto(`${base}/p/${url}?bench`);
      await page.waitForFunction(() => '__composeForBench' in window);
      const n = rounds || (side > 2000 ? 6 : 30);
      const compose = (count: number) =>
        page.evaluate(
          (c) =>
            (window as unknown as { __composeForBench: (n: number) => Promise<number> }).__composeForBench(c),
          count,
        );
      await compose(2); // warm up: the decoders and the JIT
      const ms = await compose(n);
      const perSecond = (n * 1000) / ms;
      console.log(
        `${`${side} × ${side}`.padEnd(14)} ${perSecond.toFixed(2).padStart(7)} images/s   ${(ms / n).toFixed(0).padStart(5)} ms each   (${n} images)`,
      );
      results.push({ side, imagesPerSecond: perSecond, msEach: ms / n });
    }
    return results;
  } finally {
    await browser.close();
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchUser(server: TestServer, base: string): Promise<string> {
  const reg = await fetch(`${base}/api/Account/Register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Bench Photos',
      email: 'bench-campaign-page@example.com',
      countryCode: '91',
      mobileNumber: '9000000003',
      password: 'secret123',
      acceptTerms: true,
    }),
  });
  const token = ((await reg.json()) as { data: { token: string } }).data.token;
  const me = (await (
    await fetch(`${base}/api/Account/Me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: number } };
  await givePlan(server, me.data.id, { 5: 5 });
  return token;
}

/** A campaign image with some detail (a gradient), encoded by the browser: the server never decodes. */
function gradientJpeg(page: Page, side: number): Promise<string> {
  return page.evaluate(async (side) => {
    const canvas = new OffscreenCanvas(side, side);
    const ctx = canvas.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, side, side);
    g.addColorStop(0, '#f39c12');
    g.addColorStop(1, '#8e44ad');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, side, side);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer(),
    );
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, side);
}
