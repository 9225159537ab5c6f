import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA (issue 9 section 6): every page, light and dark, answers zero violations (the
 * colour rules once per page state and theme, see `coloursChecked`).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The WCAG A and AA rules whose verdict depends on colours, the only thing a theme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Mode = 'light' | 'dark';

/** Pages each test checked, by pathname; the test fixture fails a test that opened others. */
const checkedPages = new WeakMap<Page, Set<string>>();

export const checkedPathsOf = (page: Page): ReadonlySet<string> => checkedPages.get(page) ?? new Set();

const pathnameOf = (url: string) => new URL(url).pathname;

const modeOf = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
  ) as Promise<Mode>;

/**
 * Waits until nothing animates but endless animations (spinners, skeletons). Colour transitions
 * (antd eases every colour: after a theme switch, a hover, a focus) and the click ripple (antd's
 * wave, fading for 2 s after every click) are brought to their end at once, as if the person had
 * waited for them; anything else (a drawer closing, a toast fading) is waited out, since its
 * component moves on only when it ends of itself.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    for (const a of running) {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (
        (a instanceof CSSTransition &&
          /color|background|border|shadow|fill|stroke|outline/.test(a.transitionProperty)) ||
        (target instanceof Element && target.classList.contains('ant-wave'))
      )
        a.finish();
    }
    return running.every((a) => a.playState !== 'running');
  });
}

/**
 * Switches the theme as a person would, with the header's toggle; pages without one (the standalone
 * error pages) keep the device's choice in local storage and are reloaded.
 */
async function switchTheme(page: Page, to: Mode): Promise<void> {
  const toggle = page.getByRole('button', { name: `Switch to ${to} theme` });
  if (await toggle.isVisible()) await toggle.click();
  else {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), to);
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  await settled(page);
}

type Violations = axe.AxeResults['violations'];

/**
 * Runs axe-core in the page. Its source is put in once per document (the app is one document across
 * its routes; @axe-core/playwright put it in again for every check), and only violations are
 * collected (`resultTypes`: axe then keeps one node of each rule that passed, not every one).
 * The app's only frames are sandboxed without scripts (the card and site previews), where axe cannot
 * run: what they show is checked where it is served (the hosted card page, the published site).
 */
export async function runAxe(
  page: Page,
  only: { tags?: string[]; rules?: string[]; skip?: string[] },
): Promise<Violations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    iframes: false,
    runOnly: only.rules ? { type: 'rule', values: only.rules } : { type: 'tag', values: only.tags! },
    rules: Object.fromEntries((only.skip ?? []).map((id) => [id, { enabled: false }])),
  };
  const results = await page.evaluate(
    (o) => (window as unknown as { axe: typeof axe }).axe.run(document, o),
    options,
  );
  return results.violations;
}

function describeViolations(violations: Violations) {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
    ),
  );
}

/**
 * Checks the page as it stands with axe-core's WCAG 2.1 A and AA rules, in the current theme and in
 * the other one, and leaves the page in the theme it checked last: a journey goes on in light and in
 * dark by turns, as a person who switched would (switching back re-rendered every screen a third
 * time, a tenth of the journeys' time in the ones that open most pages). Every journey calls it on
 * each page it opens, once the page shows what the test came for (not while a dialog is open).
 */
export async function expectAccessible(page: Page, what = pathnameOf(page.url())): Promise<void> {
  // A step of its own, so the timings report can say how much of a journey axe takes.
  await test.step(`${AXE_STEP} ${what}`, () => checkBothThemes(page, what), { box: true });
  const checked = checkedPages.get(page) ?? new Set<string>();
  checked.add(pathnameOf(page.url()));
  checkedPages.set(page, checked);
}

/** The title every accessibility check's step starts with. */
export const AXE_STEP = 'accessibility of';

/**
 * The page states whose colours were already checked, in each theme, in this worker: a page, and
 * whether it shows errors or a dialog. The colour rules (the slowest: they read every text's
 * computed colours) meet the same styles again on a later visit of the same state, so they run once
 * per state and theme; every other rule runs on every check.
 */
const coloursChecked = new Set<string>();

/** The page's state as the colour rules see it: its path, and whether errors or a dialog show. */
const stateOf = (page: Page) =>
  page.evaluate(() =>
    [
      location.pathname,
      document.querySelector('[role=alert], .ant-form-item-explain-error') ? 'errors' : '',
      document.querySelector('.ant-modal-wrap:not([style*="display: none"]), .ant-drawer-open')
        ? 'dialog'
        : '',
    ].join(' '),
  );

async function checkBothThemes(page: Page, what: string): Promise<void> {
  const first = await modeOf(page);
  const second: Mode = first === 'light' ? 'dark' : 'light';
  await settled(page);
  const state = await stateOf(page);
  const checked = (mode: Mode) => coloursChecked.has(`${state} ${mode}`);
  for (const mode of checked(second) ? [first] : [first, second]) {
    if (mode !== first) await switchTheme(page, mode);
    const colours = !checked(mode);
    coloursChecked.add(`${state} ${mode}`);
    // The theme changes colours only: the other theme is checked for the rules that read colours.
    const violations = await runAxe(
      page,
      mode !== first ? { rules: COLOUR_RULES } : { tags: WCAG_TAGS, skip: colours ? [] : COLOUR_RULES },
    );
    expect(describeViolations(violations), `accessibility of ${what} in the ${mode} theme`).toEqual([]);
  }
}

/** A dialog or drawer as it stands (the theme toggle sits under it): axe's WCAG A and AA rules in this theme. */
export async function expectDialogAccessible(page: Page, what: string): Promise<void> {
  const violations = await runAxe(page, { tags: WCAG_TAGS });
  expect(
    violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`)),
    `accessibility of ${what}`,
  ).toEqual([]);
}
