import { PermanentFailure } from './types';
import { type Network, networkName } from '../../../shared/social/platforms';

/** The id a network's answer must carry; without it the answer is not the one documented. */
export function requireId(body: { id?: unknown } | undefined, network: Network): string {
  if (typeof body?.id === 'string' && body.id) return body.id;
  throw new PermanentFailure(`${networkName(network)} answered without the new item’s id.`, network);
}

/** A figure from a metrics answer; anything else counts as none. */
export const count = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n > 0 ? n : 0;
};
