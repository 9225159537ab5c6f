import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, post, profile } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /post (module 1). */
export const framesModuleRoutes: RouteObject[] = [
  { path: post.route('my-frames'), lazy: page('MyFramesPage') },
  { path: post.route('create-frame'), lazy: page('CreateFramePage') },
  { path: post.route('frame'), lazy: page('FramePage') },
  { path: post.route('NFC-Card-Frame'), lazy: page('NfcCardFramePage') },
];

/** Mounted under /profile. */
export const framesProfileRoutes: RouteObject[] = [
  { path: profile.route('frames'), lazy: page('FramesTabPage') },
];

/** Mounted under /admin. */
export const framesAdminRoutes: RouteObject[] = [
  { path: admin.route('frame'), lazy: page('AdminFramesPage') },
  { path: admin.route('create-frame'), lazy: page('AdminCreateFramePage') },
  { path: admin.route('create-frame/:id'), lazy: page('AdminEditFramePage') },
  { path: admin.route('nfc-frame'), lazy: page('AdminNfcFramesPage') },
  { path: admin.route('create-nfc-frame'), lazy: page('AdminCreateNfcFramePage') },
  { path: admin.route('create-nfc-frame/:id'), lazy: page('AdminEditNfcFramePage') },
];
