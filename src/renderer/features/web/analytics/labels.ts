import type { TrafficSource } from '../../../../shared/web/schemas';

/** How each source of a visit is named on the Analytics tab. */
export const SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: 'Direct',
  search: 'Search engines',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  other: 'Other websites',
};

export const DEVICE_LABELS = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' } as const;

/** Each device's share of the visitors, in whole percent (0 when there were none). */
export function deviceShares<D extends string>(devices: readonly { device: D; visitors: number }[]) {
  const total = devices.reduce((n, d) => n + d.visitors, 0);
  return devices.map((d) => ({ ...d, percent: total ? Math.round((d.visitors / total) * 100) : 0 }));
}
