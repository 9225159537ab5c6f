import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { productTheme } from '../../src/renderer/app/theme';

/** sRGB channels 0–255 and alpha of a #rrggbb or rgba() colour. */
function parse(color: string): [number, number, number, number] {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return parse(`#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`);
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba) throw new Error(`Unknown colour ${color}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b, a];
}

const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG contrast of a (possibly translucent) text colour over an opaque background. */
function contrast(text: string, background: string): number {
  const [r, g, b, a] = parse(text);
  const bg = parse(background);
  const shown = [r, g, b].map((c, i) => a * c + (1 - a) * bg[i]);
  const [hi, lo] = [luminance(shown), luminance(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(['light', 'dark'] as const)('the %s theme reads at WCAG AA (issue 9 section 6)', (mode) => {
  const config = productTheme(mode);
  const t = theme.getDesignToken(config);
  const c = config.components!;
  const surfaces = { container: t.colorBgContainer, layout: t.colorBgLayout };

  it.each(Object.entries(surfaces))('grey text, placeholders, links and status text on the %s', (_, bg) => {
    for (const [name, fg] of Object.entries({
      colorText: t.colorText,
      colorTextSecondary: t.colorTextSecondary,
      colorTextDescription: t.colorTextDescription,
      colorTextPlaceholder: t.colorTextPlaceholder,
      colorLink: t.colorLink,
      colorError: t.colorError,
      colorInfo: t.colorInfo,
      selectedTab: String(c.Tabs!.itemSelectedColor),
      selectedMenuItem: String(c.Menu!.itemSelectedColor),
    }))
      expect(contrast(fg, bg), `${name} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('text on the solid colours: primary buttons, hovered and pressed, danger buttons, solid tags', () => {
    for (const bg of [t.colorPrimary, t.colorPrimaryHover, t.colorPrimaryActive])
      expect(contrast(t.colorTextLightSolid, bg), `button text on ${bg}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(String(c.Button!.dangerColor), t.colorError)).toBeGreaterThanOrEqual(4.5);
    for (const bg of [t.colorSuccess, t.colorWarning, t.colorError, t.colorInfo])
      expect(contrast(String(c.Tag!.colorTextLightSolid), bg), `tag text on ${bg}`).toBeGreaterThanOrEqual(
        4.5,
      );
  });

  it('status tags: their text on their own backgrounds', () => {
    for (const [fg, bg] of [
      [t.colorSuccess, t.colorSuccessBg],
      [t.colorWarning, t.colorWarningBg],
      [t.colorError, t.colorErrorBg],
      [t.colorInfo, t.colorInfoBg],
    ])
      expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });
});
