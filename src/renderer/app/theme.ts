import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from '../lib/themeMode';

const FONT =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The one product theme, light and dark: the same brand and shapes, two palettes. */
export function productTheme(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  const surface = dark ? '#17181f' : '#ffffff';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: dark ? '#7c6bff' : '#5b3df5',
      colorInfo: dark ? '#7c6bff' : '#5b3df5',
      colorLink: dark ? '#9d8fff' : '#5b3df5',
      colorBgLayout: dark ? '#0e0f14' : '#f4f5fa',
      colorBgContainer: surface,
      borderRadius: 8,
      borderRadiusLG: 12,
      fontFamily: FONT,
      wireframe: false,
    },
    components: {
      Layout: {
        headerBg: surface,
        siderBg: surface,
        bodyBg: dark ? '#0e0f14' : '#f4f5fa',
        headerHeight: 64,
        headerPadding: '0 24px',
        lightSiderBg: surface,
      },
      Menu: {
        itemBg: 'transparent',
        subMenuItemBg: 'transparent',
        itemBorderRadius: 8,
        groupTitleFontSize: 11,
        horizontalLineHeight: '62px',
      },
      Card: { headerFontSize: 16 },
      Button: { primaryShadow: 'none', defaultShadow: 'none' },
    },
  };
}
