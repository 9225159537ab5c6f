/**
 * Renderer benchmark (issues 3 and 28): the gzip size of the code the login route and /home load,
 * and the time from navigation to an interactive login form in Chromium (median of 5). Goal: the
 * login route at most 250 KB gzip, interactive within 0.6 s.
 *
 * `npx tsx tests/bench/renderer.ts` on its own, or `benchRenderer()` from the bench runner. It
 * builds the renderer when out/web has no manifest (pass { build: true } to force a build).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { registerUser, setupAdmin, PASSWORD } from '../e2e/support/api';
import bundleServer from '../e2e/support/global-setup';
import { repoRoot, startServer, webBuildDir } from '../e2e/support/server';
import { CHROMIUM_ARGS, chromiumForBenchmarks } from '../support/chromium';

/** The first screen's goal (issue 28, "first screen"): its JS and CSS at most 250 KB gzip... */
export const LOGIN_BUDGET_KB = 250;
/** ...and the login form taking typing at most 0.6 s after navigation. */
export const LOGIN_INTERACTIVE_BUDGET_MS = 600;

interface ManifestEntry {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestEntry>;

/** The modules each route needs beyond the entry (manifest keys are relative to src/renderer). */
const ROUTE_MODULES = {
  login: ['features/account/components/AuthLayout.tsx', 'features/account/pages/LoginPage.tsx'],
  home: ['app/layouts/ShellLayout.tsx', 'app/layouts/UserLayout.tsx', 'features/account/pages/HomePage.tsx'],
} as const;

export interface RouteSize {
  files: number;
  gzipKB: number;
}

export interface RendererBenchResult {
  loginRoute: RouteSize;
  homeRoute: RouteSize;
  /** What Chromium actually fetched (JS and CSS) for each route, as a cross-check of the manifest walk. */
  loginRouteLoaded: RouteSize;
  homeRouteLoaded: RouteSize;
  loginInteractiveMs: { median: number; runs: number[] };
}

const gzipKB = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
const round = (n: number) => Math.round(n * 10) / 10;

function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(webBuildDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The manifest key of a source module. Rollup may fold a small route chunk into a shared one; the
 * manifest then keys it by its chunk file, whose name is still the module's.
 */
function manifestKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[tj]sx?$/, '');
  const key = Object.keys(manifest).find((k) => manifest[k].src === module || manifest[k].name === name);
  if (!key) throw new Error(`${module} is not in the manifest (was it renamed?)`);
  return key;
}

/** Entry plus the route's chunks, following static imports, with their CSS. */
export function routeSize(manifest: Manifest, modules: readonly string[]): RouteSize {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  const keys = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (was it renamed?)`);
    keys.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  [entry, ...modules.map((m) => manifestKey(manifest, m))].forEach(visit);
  const total = [...files].reduce((sum, f) => sum + gzipKB(path.join(webBuildDir, f)), 0);
  return { files: files.size, gzipKB: round(total) };
}

function loadedSize(urls: Set<string>): RouteSize {
  const files = [...urls]
    .map((u) => path.join(webBuildDir, new URL(u).pathname))
    .filter((f) => fs.existsSync(f));
  return { files: files.length, gzipKB: round(files.reduce((s, f) => s + gzipKB(f), 0)) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function benchRenderer(
  options: { build?: boolean; runs?: number } = {},
): Promise<RendererBenchResult> {
  if (options.build || !fs.existsSync(path.join(webBuildDir, '.vite/manifest.json'))) {
    execFileSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.web.config.ts'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );
  }
  const manifest = readManifest();
  const loginRoute = routeSize(manifest, ROUTE_MODULES.login);
  const homeRoute = routeSize(manifest, ROUTE_MODULES.home);

  // The journeys' server bundle and host, as a Playwright run's global setup makes them.
  bundleServer();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: chromiumForBenchmarks(),
    args: CHROMIUM_ARGS,
  });
  try {
    await setupAdmin(server);
    const user = await registerUser(server);

    // Time to an interactive login form: a fresh context (cold cache) per run.
    const runs: number[] = [];
    let loginLoaded = new Set<string>();
    for (let i = 0; i < (options.runs ?? 5); i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched = new Set<string>();
      page.on('response', (r) => /\.(js|css)$/.test(new URL(r.url()).pathname) && fetched.add(r.url()));
      const started = Date.now();
      await page.goto(`${server.url}/auth/login`, { waitUntil: 'commit' });
      const field = page.getByLabel('Email or mobile number');
      await field.waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ state: 'visible' });
      // Interactive: the field takes typing.
      await field.fill('x');
      runs.push(Date.now() - started);
      loginLoaded = fetched;
      await context.close();
    }

    // What /home fetches for a signed-in User, from a cold cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Email or mobile number').fill(user.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/home');
    const token = await page.evaluate(() => ({ ...sessionStorage }));
    const role = await page.evaluate(() => localStorage.getItem('role'));
    await context.close();
    const homeContext = await browser.newContext();
    await homeContext.addInitScript(
      ({ session, role }) => {
        if (!sessionStorage.getItem('token'))
          Object.entries(session).forEach(([k, v]) => sessionStorage.setItem(k, v));
        localStorage.setItem('role', role ?? 'User');
      },
      { session: token, role },
    );
    const homePage = await homeContext.newPage();
    const homeFetched = new Set<string>();
    homePage.on('response', (r) => /\.(js|css)$/.test(new URL(r.url()).pathname) && homeFetched.add(r.url()));
    await homePage.goto(`${server.url}/home`);
    await homePage.getByRole('heading', { name: 'Home' }).waitFor();
    await homePage.waitForLoadState('networkidle');
    await homeContext.close();

    return {
      loginRoute,
      homeRoute,
      loginRouteLoaded: loadedSize(loginLoaded),
      homeRouteLoaded: loadedSize(homeFetched),
      loginInteractiveMs: { median: median(runs), runs },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printRendererBench(r: RendererBenchResult): void {
  const verdict = r.loginRoute.gzipKB <= LOGIN_BUDGET_KB ? 'within' : 'OVER';
  const fetchedVerdict = r.loginRouteLoaded.gzipKB <= LOGIN_BUDGET_KB ? 'within' : 'OVER';
  const timeVerdict = r.loginInteractiveMs.median <= LOGIN_INTERACTIVE_BUDGET_MS ? 'within' : 'OVER';
  console.log('Renderer');
  console.log(
    `  login route JS+CSS (manifest): ${r.loginRoute.gzipKB} KB gzip in ${r.loginRoute.files} files (${verdict} the ${LOGIN_BUDGET_KB} KB goal)`,
  );
  console.log(
    `  login route as fetched by Chromium: ${r.loginRouteLoaded.gzipKB} KB gzip in ${r.loginRouteLoaded.files} files (${fetchedVerdict} the ${LOGIN_BUDGET_KB} KB goal)`,
  );
  console.log(`  /home JS+CSS (manifest): ${r.homeRoute.gzipKB} KB gzip in ${r.homeRoute.files} files`);
  console.log(
    `  /home as fetched by Chromium: ${r.homeRouteLoaded.gzipKB} KB gzip in ${r.homeRouteLoaded.files} files`,
  );
  console.log(
    `  login form interactive after: median ${r.loginInteractiveMs.median} ms (runs: ${r.loginInteractiveMs.runs.join(', ')} ms; ${timeVerdict} the ${LOGIN_INTERACTIVE_BUDGET_MS} ms goal)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchRenderer({ build: process.argv.includes('--build') })
    .then(printRendererBench)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
