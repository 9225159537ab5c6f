import type { FrameKind } from '../../../shared/frames/rules';
import { adminPath, postPath } from '../../lib/paths';

/**
 * The frame pages (spec 01 section 2): a user's under /post (my-frames, create-frame, frame?id=,
 * NFC-Card-Frame?id=), an Admin's under /admin (frame, create-frame[/id], nfc-frame,
 * create-nfc-frame[/id]). "An admin area is recognised by the path containing admin" (section 6).
 */

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Where a new frame of a kind is made. */
export function frameCreatePath(kind: FrameKind, admin: boolean): string {
  if (admin) return adminPath(kind === 'nfc' ? 'create-nfc-frame' : 'create-frame');
  return postPath(kind === 'nfc' ? 'NFC-Card-Frame' : 'create-frame');
}

/** Where a stored frame is edited. */
export function frameEditPath(kind: FrameKind, id: number, admin: boolean): string {
  if (admin)
    return kind === 'nfc' ? adminPath('create-nfc-frame/:id', { id }) : adminPath('create-frame/:id', { id });
  const page = postPath(kind === 'nfc' ? 'NFC-Card-Frame' : 'frame');
  return `${page}?${new URLSearchParams({ id: String(id) })}`;
}

/** The list an editor returns to. */
export function frameListPath(kind: FrameKind, admin: boolean): string {
  if (admin) return adminPath(kind === 'nfc' ? 'nfc-frame' : 'frame');
  return postPath('my-frames');
}

/** A positive whole id from a route parameter or `?id=`, else null. */
export function frameIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
