import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from '../lib/themeMode';

const FONT =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * Colours that keep WCAG 2.1 AA contrast (4.5:1 for text) on the theme's surfaces (issue 9 section
 * 6: axe-core finds no violation in either mode). antd's defaults put grey secondary text, select
 * placeholders and status colours below it; they are set here once for every component.
 */
const PALETTES = {
  light: {
    primary: '#5b3df5',
    /** Primary as text (selected tabs and menu items, links): 6:1 on white and on the layout grey. */
    primaryText: '#5b3df5',
    link: '#5b3df5',
    layout: '#f4f5fa',
    surface: '#ffffff',
    /** Descriptions, form hints, empty states, group titles: 5.7:1 on white (antd: 3.4:1). */
    textTertiary: 'rgba(0, 0, 0, 0.6)',
    /** Select placeholders are real text in antd: 5.7:1 (antd: 1.8:1). */
    placeholder: 'rgba(0, 0, 0, 0.6)',
    // Status colours are also tag and message text: each reads 4.5:1 on its own light background.
    success: '#237804',
    successBg: '#f6ffed',
    successBorder: '#b7eb8f',
    warning: '#874d00',
    warningBg: '#fffbe6',
    warningBorder: '#ffe58f',
    error: '#cf1322',
    errorBg: '#fff2f0',
    errorBorder: '#ffccc7',
    /** Text on a danger button's solid red. */
    onError: '#ffffff',
  },
  dark: {
    primary: '#7c6bff',
    /** A lighter tint for primary as text: the solid primary keeps white text readable. */
    primaryText: '#a99cff',
    link: '#a99cff',
    layout: '#0e0f14',
    surface: '#17181f',
    textTertiary: 'rgba(255, 255, 255, 0.62)',
    placeholder: 'rgba(255, 255, 255, 0.62)',
    success: '#73d13d',
    warning: '#ffc53d',
    /** Red as text on the dark surfaces; a danger button carries dark text on it. */
    error: '#ff7875',
    onError: '#141414',
  },
} as const;

/** The one product theme, light and dark: the same brand and shapes, two palettes. */
export function productTheme(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  const p = PALETTES[mode];
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: p.primary,
      colorInfo: p.primary,
      colorLink: p.link,
      colorLinkHover: p.link,
      colorLinkActive: p.link,
      colorSuccess: p.success,
      colorWarning: p.warning,
      colorError: p.error,
      // The light backgrounds antd derives from the deeper status colours would be greyed; keep its own.
      ...('successBg' in p
        ? {
            colorSuccessBg: p.successBg,
            colorSuccessBorder: p.successBorder,
            colorWarningBg: p.warningBg,
            colorWarningBorder: p.warningBorder,
            colorErrorBg: p.errorBg,
            colorErrorBorder: p.errorBorder,
          }
        : {}),
      colorTextTertiary: p.textTertiary,
      colorTextDescription: p.textTertiary,
      colorTextPlaceholder: p.placeholder,
      colorBgLayout: p.layout,
      colorBgContainer: p.surface,
      // Links inside text are underlined, so that colour is not their only mark (WCAG 1.4.1).
      linkDecoration: 'underline',
      linkHoverDecoration: 'underline',
      linkFocusDecoration: 'underline',
      borderRadius: 8,
      borderRadiusLG: 12,
      fontFamily: FONT,
      wireframe: false,
    },
    components: {
      Layout: {
        headerBg: p.surface,
        siderBg: p.surface,
        bodyBg: p.layout,
        headerHeight: 64,
        headerPadding: '0 24px',
        lightSiderBg: p.surface,
      },
      Menu: {
        itemBg: 'transparent',
        subMenuItemBg: 'transparent',
        itemBorderRadius: 8,
        groupTitleFontSize: 11,
        horizontalLineHeight: '62px',
        itemSelectedColor: p.primaryText,
        horizontalItemSelectedColor: p.primaryText,
      },
      Tabs: {
        itemSelectedColor: p.primaryText,
        itemHoverColor: p.primaryText,
        itemActiveColor: p.primaryText,
      },
      Pagination: { itemActiveColor: p.primaryText, itemActiveColorHover: p.primaryText },
      Card: { headerFontSize: 16 },
      Button: { primaryShadow: 'none', defaultShadow: 'none', dangerColor: p.onError },
    },
  };
}
