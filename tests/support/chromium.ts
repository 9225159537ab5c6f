import fs from 'node:fs';

/**
 * Debian's Chromium (MACHINE-NOTES.md). Journeys use its headless shell when it is installed
 * (`apt-get install chromium-headless-shell`, the same release): the old headless mode, without the
 * full browser's UI, compositor and GPU processes, took a third less CPU for the same journeys
 * (78 s against 111 s on two spec files). Benchmarks keep the full browser: they measure what a
 * person's browser does. `CHROMIUM_PATH` overrides both.
 */
export const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumForBenchmarks = () => process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;

export const chromiumForTests = () =>
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** No sandbox (tests run as root in CI), no GPU, and nothing that talks to Google's servers. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
