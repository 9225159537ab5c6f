import {
  FacebookFilled,
  GlobalOutlined,
  GoogleOutlined,
  InstagramFilled,
  LinkedinFilled,
  QuestionCircleOutlined,
  XOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { PLATFORM, platformName } from '../../../../shared/social/platforms';

/** The brand colour of each platform (spec 01 §3 platform ids), for icons and tags. */
export const PLATFORM_COLORS: Record<number, string> = {
  [PLATFORM.facebook]: '#1877f2',
  [PLATFORM.instagram]: '#e1306c',
  [PLATFORM.x]: '#000000',
  [PLATFORM.linkedin]: '#0a66c2',
  [PLATFORM.web]: '#13a8a8',
  [PLATFORM.google]: '#4285f4',
  [PLATFORM.youtube]: '#ff0000',
};

const ICONS = {
  [PLATFORM.facebook]: FacebookFilled,
  [PLATFORM.instagram]: InstagramFilled,
  [PLATFORM.x]: XOutlined,
  [PLATFORM.linkedin]: LinkedinFilled,
  [PLATFORM.web]: GlobalOutlined,
  [PLATFORM.google]: GoogleOutlined,
  [PLATFORM.youtube]: YoutubeFilled,
} as Record<number, typeof GlobalOutlined>;

/** A platform's icon in its colour, named for assistive technology unless `decorative`. */
export function PlatformIcon({
  platformId,
  size = 16,
  decorative,
  style,
}: {
  platformId: number;
  size?: number;
  decorative?: boolean;
  style?: CSSProperties;
}) {
  const Icon = ICONS[platformId] ?? QuestionCircleOutlined;
  // X's mark is black: in dark mode it follows the text colour instead.
  const color = platformId === PLATFORM.x ? 'currentColor' : PLATFORM_COLORS[platformId];
  return (
    <Icon
      style={{ fontSize: size, color, ...style }}
      {...(decorative ? { 'aria-hidden': true } : { 'aria-label': platformName(platformId), role: 'img' })}
    />
  );
}
