import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/lib/helpers.js';
import * as facebook from '@ant-design/icons-svg/lib/asn/FacebookFilled.js';
import * as google from '@ant-design/icons-svg/lib/asn/GoogleOutlined.js';
import * as instagram from '@ant-design/icons-svg/lib/asn/InstagramFilled.js';
import * as linkedin from '@ant-design/icons-svg/lib/asn/LinkedinFilled.js';
import * as whatsapp from '@ant-design/icons-svg/lib/asn/WhatsAppOutlined.js';
import * as x from '@ant-design/icons-svg/lib/asn/XFilled.js';
import * as youtube from '@ant-design/icons-svg/lib/asn/YoutubeFilled.js';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { SocialType } from './rules';

/**
 * The networks' own marks for the card page's social links (issue 23: they were letters, "f",
 * "wa"), from @ant-design/icons-svg, drawn as inline SVG: the page's CSP loads nothing for them, and
 * the SVG holds only paths (no script, no style), filled with the link's colour (currentColor).
 */

/** An icon module as it arrives: ESM (default is the icon) or CommonJS through Node (default.default). */
type IconModule = { default?: unknown };
const definitionOf = (m: IconModule): IconDefinition => {
  const d = m.default as { icon?: unknown; default?: IconDefinition };
  return d.icon ? (d as IconDefinition) : (d.default as IconDefinition);
};

const ICONS: Record<SocialType, IconDefinition> = {
  1: definitionOf(facebook as IconModule),
  2: definitionOf(instagram as IconModule),
  3: definitionOf(x as IconModule),
  4: definitionOf(linkedin as IconModule),
  5: definitionOf(youtube as IconModule),
  6: definitionOf(google as IconModule),
  7: definitionOf(whatsapp as IconModule),
};

const ATTRS = { width: '20', height: '20', fill: 'currentColor', 'aria-hidden': 'true' };

/** Each network's mark as an SVG element string, drawn once. */
const SVGS = Object.fromEntries(
  Object.entries(ICONS).map(([type, icon]) => [
    type,
    renderIconDefinitionToSVGElement(icon, { extraSVGAttrs: ATTRS }),
  ]),
) as Record<SocialType, string>;

/** The network's mark as inline SVG; a plain link mark for a type the table does not know. */
export const socialIconSvg = (type: number): string | null => SVGS[type as SocialType] ?? null;
