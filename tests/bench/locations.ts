import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { City } from 'country-state-city';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { locationIndex } from '../../src/server/modules/brand/locations';

/**
 * Business Locations type-ahead (issue 11): the p99 of `GET /api/Location/Search` over all
 * ~150,000 cities, with what a person types: the first letters of a city's name, or a piece of it.
 * Also the one-off cost of building the index, and the search alone without HTTP.
 */
export async function benchLocations(searches = 3000) {
  const cities = City.getAllCities();
  // A fixed walk over the cities, so that every run types the same texts.
  const texts = Array.from({ length: searches }, (_, i) => {
    const name = cities[(i * 7919) % cities.length].name;
    const length = 1 + (i % 6);
    const start = i % 3 === 0 ? Math.min(name.length - 1, 1 + (i % 4)) : 0;
    return name.slice(start, start + length).trim() || name;
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-locations-'));
  const config = configFromEnv({
    DATA_DIR: dir,
    PORT: '0',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
  });
  const { app, close } = await buildApp(config, { logger: pino({ level: 'silent' }) });
  await app.ready();
  const setup = await app.inject({
    method: 'POST',
    url: '/api/Account/Setup',
    payload: { userName: 'Admin', email: 'admin@example.com', password: 'secret123' },
  });
  const headers = { authorization: `Bearer ${setup.json().data.token as string}` };
  const search = (text: string) =>
    app.inject({ method: 'GET', url: `/api/Location/Search?Search=${encodeURIComponent(text)}`, headers });

  const t0 = performance.now();
  await search('pune');
  const buildMs = performance.now() - t0;

  // Steady state: the server's first requests warm up the JIT.
  for (const text of texts.slice(0, 300)) await search(text);

  const percentile = (ms: number[], p: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * p))];
  const http: number[] = [];
  let errors = 0;
  for (const text of texts) {
    const t = performance.now();
    const res = await search(text);
    http.push(performance.now() - t);
    if (res.statusCode !== 200) errors++;
  }
  const index = await locationIndex();
  const bare: number[] = [];
  for (const text of texts) {
    const t = performance.now();
    index.search(text, 20);
    bare.push(performance.now() - t);
  }
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
  http.sort((a, b) => a - b);
  bare.sort((a, b) => a - b);

  console.log(
    `\n== Location search over ${cities.length.toLocaleString('en-IN')} cities (${searches} searches) ==`,
  );
  console.log(`index built on first search  ${buildMs.toFixed(0)} ms`);
  console.log(
    `GET /api/Location/Search     p50 ${percentile(http, 0.5).toFixed(2)} ms   p99 ${percentile(http, 0.99).toFixed(2)} ms   errors ${errors}`,
  );
  console.log(
    `index search alone           p50 ${percentile(bare, 0.5).toFixed(3)} ms   p99 ${percentile(bare, 0.99).toFixed(3)} ms`,
  );
  return { buildMs, p99: percentile(http, 0.99), bareP99: percentile(bare, 0.99) };
}
