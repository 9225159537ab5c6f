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
    /** A solid primary under the pointer or pressed, still under white text. */
    primaryHover: '#4a2ee0',
    primaryActive: '#3d22c4',
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
    warning: '#874d00',
    error: '#cf1322',
    /** antd derives greyed backgrounds from the deeper status colours; its own light ones stay. */
    statusSurfaces: {
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
    },
    /** Text on solid status colours (a danger button, a solid tag). */
    onStatus: '#ffffff',
  },
  dark: {
    primary: '#7c6bff',
    /**
     * Solid primaries darken under the pointer so that white text stays readable; primary as text
     * takes a lighter tint instead (no purple reads 4.5:1 both under white text and on this dark).
     */
    primaryHover: '#5b4dd0',
    primaryActive: '#4d40b8',
    primaryText: '#a99cff',
    link: '#a99cff',
    layout: '#0e0f14',
    surface: '#17181f',
    textTertiary: 'rgba(255, 255, 255, 0.62)',
    placeholder: 'rgba(255, 255, 255, 0.62)',
    success: '#73d13d',
    warning: '#ffc53d',
    error: '#ff7875',
    statusSurfaces: {},
    /** The readable status colours are light here: what sits on them is dark. */
    onStatus: '#141414',
  },
} as const;

/**
 * The one product theme, light and dark: the same brand and shapes, two palettes. `motion: false` (the system asks to reduce motion) turns off
 * every antd transition and animation: dialogs, drawers, toasts and colour changes happen at once.
 */
export function productTheme(mode: ThemeMode, { motion = true } = {}): ThemeConfig {
  const dark = mode === 'dark';
  const p = PALETTES[mode];
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: p.primary,
      colorPrimaryHover: p.primaryHover,
      colorPrimaryActive: p.primaryActive,
      // Info is mostly text (processing tags, info messages): it takes the readable tint.
      colorInfo: p.primaryText,
      colorLink: p.link,
      colorLinkHover: p.link,
      colorLinkActive: p.link,
      colorSuccess: p.success,
      colorWarning: p.warning,
      colorError: p.error,
      ...p.statusSurfaces,
      colorTextTertiary: p.textTertiary,
      colorTextDescription: p.textTertiary,
      colorTextPlaceholder: p.placeholder,
      colorBgLayout: p.layout,
      colorBgContainer: p.surface,
      borderRadius: 8,
      borderRadiusLG: 12,
      fontFamily: FONT,
      wireframe: false,
      motion,
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
      // The active anchor link is primary as text.
      Anchor: { colorPrimary: p.primaryText },
      Tag: { colorTextLightSolid: p.onStatus },
      Card: { headerFontSize: 16 },
      Button: {
        primaryShadow: 'none',
        defaultShadow: 'none',
        dangerColor: p.onStatus,
        // An outlined button's text under the pointer is primary as text, not the solid hover.
        defaultHoverColor: p.primaryText,
        defaultActiveColor: p.primaryText,
      },
    },
  };
}
