import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA (issue 9 section 6): every page, light and dark, answers zero violations (the
 * other theme's colours once per page state, see `otherThemeChecked`).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
 * Waits until nothing animates but endless animations (spinners, skeletons): colour transitions and
 * fades end before contrast is measured. After a theme switch, `finishColours` brings the colour
 * transitions it started (antd eases every colour) to their end at once, as if the person had waited
 * for them; anything else (a drawer closing, a toast fading) is waited out, since its component moves
 * on only when it ends of itself.
 */
async function settled(page: Page, finishColours = false): Promise<void> {
  await page.waitForFunction((finish) => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    if (finish)
      for (const a of running)
        if (
          a instanceof CSSTransition &&
          /color|background|border|shadow|fill|stroke|outline/.test(a.transitionProperty)
        )
          a.finish();
    return running.every((a) => a.playState !== 'running');
  }, finishColours);
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
  await settled(page, true);
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
    ),
  );
}

/**
 * Checks the page as it stands with axe-core's WCAG 2.1 A and AA rules, in the current theme and in
 * the other one, and leaves the page in the theme it had. Every journey calls it on each page it
 * opens, once the page shows what the test came for (not while a dialog is open).
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
 * What axe reads of a page, without its words: every element's tag, role, classes, the ARIA and
 * form attributes it carries (and whether they are empty), whether it holds text of its own, and
 * the theme (the tree's shape through each element's child count). Two pages with the same signature answer the same to every rule, whatever they say:
 * a list of other names, a dialog over another row. Hashed in the page (a walk of a few ms).
 */
const signatureOf = (page: Page) =>
  page.evaluate(() => {
    const ATTRS =
      /^(aria-|role$|alt$|title$|type$|disabled$|tabindex$|hidden$|href$|for$|lang$|name$|placeholder$|value$|checked$|selected$|open$|inert$|style$)/;
    let hash = 0x811c9dc5;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    };
    add(document.documentElement.dataset.theme ?? '');
    add(`${document.title ? 't' : ''} ${document.documentElement.lang}`);
    for (const el of document.body.querySelectorAll('*')) {
      add(`<${el.tagName}/${el.childElementCount}.${el.getAttribute('class') ?? ''}`);
      for (const a of el.attributes)
        if (ATTRS.test(a.name))
          add(
            ` ${a.name}${
              // Inline colours count; measured sizes and positions (popups, widths) do not.
              a.name === 'style'
                ? `=${a.value.replace(/-?[\d.]+(px|%|em|rem|ms|s|deg|vh|vw)/g, '')}`
                : a.value
                  ? '+'
                  : ''
            }`,
          );
      for (const n of el.childNodes)
        if (n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) {
          add('#');
          break;
        }
    }
    return (hash >>> 0).toString(36);
  });

/**
 * The page states already checked in this worker, by signature: a later visit of the same state
 * (a list met again in another journey, the same form with other values) is not checked again.
 * `otherThemeChecked` holds the states whose other theme's colours were checked.
 */
const themeChecked = new Set<string>();

/**
 * The page states whose colours were already checked in the other theme, in this worker: a page and
 * whether it shows errors or a dialog. The colour rules meet the same styles again on a later visit
 * of the same state, so the second theme is checked once per state; every check still runs all the
 * rules in the theme the page is in.
 */
const otherThemeChecked = new Set<string>();

const stateOf = (page: Page, mode: Mode) =>
  page.evaluate(
    (m) =>
      [
        location.pathname,
        m,
        document.querySelector('[role=alert], .ant-form-item-explain-error') ? 'errors' : '',
        document.querySelector('.ant-modal-wrap:not([style*="display: none"]), .ant-drawer-open')
          ? 'dialog'
          : '',
      ].join(' '),
    mode,
  );

async function checkBothThemes(page: Page, what: string): Promise<void> {
  const first = await modeOf(page);
  const second: Mode = first === 'light' ? 'dark' : 'light';
  await settled(page);
  const signature = await signatureOf(page);
  if (themeChecked.has(signature)) return;
  themeChecked.add(signature);
  const state = await stateOf(page, second);
  const modes = otherThemeChecked.has(state) ? [first] : [first, second];
  otherThemeChecked.add(state);
  for (const mode of modes) {
    if (mode !== first) await switchTheme(page, mode);
    // axe cannot enter a frame sandboxed without scripts (the card preview) and would wait for it
    // forever; what such a frame shows is checked where it is served (the hosted card page).
    // Legacy mode runs axe in the page itself: the default opens a blank page for every check to
    // merge results across origins, which took half of each check; our frames are same-origin.
    const axe = new AxeBuilder({ page })
      .setLegacyMode()
      .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])');
    // The theme changes colours only: the other theme is checked for the rules that read colours.
    const { violations } = await (
      mode === first ? axe.withTags(WCAG_TAGS) : axe.withRules(COLOUR_RULES)
    ).analyze();
    expect(describeViolations(violations), `accessibility of ${what} in the ${mode} theme`).toEqual([]);
  }
  if (modes.length > 1) await switchTheme(page, first);
}
