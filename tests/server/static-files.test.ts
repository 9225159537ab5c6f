import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

/** The renderer's build as the server hands it to a browser (browser mode, `npm run serve`). */
describe('the renderer build served by the server', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'renderer-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
    fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer('sqlite', { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('lets a browser keep the hashed files under assets/ for good, and asks it to check the rest', async () => {
    const chunk = await server.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect([chunk.statusCode, chunk.body]).toEqual([200, 'console.log("app");']);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await server.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toMatch(/immutable/);

    // A screen's address is the app's page, which a new release changes: never kept for good.
    const screen = await server.inject({ method: 'GET', url: '/post/my-posts' });
    expect([screen.statusCode, screen.body]).toEqual([200, '<!doctype html><title>app</title>']);
    expect(String(screen.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });
});
