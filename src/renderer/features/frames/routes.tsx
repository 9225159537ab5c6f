import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /post (module 1). */
export const framesModuleRoutes: RouteObject[] = [
  { path: 'my-frames', lazy: page('MyFramesPage') },
  { path: 'create-frame', lazy: page('CreateFramePage') },
  { path: 'frame', lazy: page('FramePage') },
  { path: 'NFC-Card-Frame', lazy: page('NfcCardFramePage') },
];

/** Mounted under /profile. */
export const framesProfileRoutes: RouteObject[] = [{ path: 'frames', lazy: page('FramesTabPage') }];

/** Mounted under /admin. */
export const framesAdminRoutes: RouteObject[] = [
  { path: 'frame', lazy: page('AdminFramesPage') },
  { path: 'create-frame', lazy: page('AdminCreateFramePage') },
  { path: 'create-frame/:id', lazy: page('AdminEditFramePage') },
  { path: 'nfc-frame', lazy: page('AdminNfcFramesPage') },
  { path: 'create-nfc-frame', lazy: page('AdminCreateNfcFramePage') },
  { path: 'create-nfc-frame/:id', lazy: page('AdminEditNfcFramePage') },
];
