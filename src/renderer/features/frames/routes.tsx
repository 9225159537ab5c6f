import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, post, profile } from '../../lib/paths';

const userLists = () => import('./pages/UserFramesPages');
const adminLists = () => import('./pages/AdminFramesPages');
const editors = () => import('./pages/FrameEditorPages');

/** Mounted under /post (module 1): My Frames and the editors (spec 01 section 2). */
export const framesModuleRoutes: RouteObject[] = [
  { path: post.route('my-frames'), lazy: lazyComponent(userLists, 'MyFramesPage') },
  { path: post.route('create-frame'), lazy: lazyComponent(editors, 'CreateFramePage') },
  { path: post.route('frame'), lazy: lazyComponent(editors, 'FramePage') },
  { path: post.route('NFC-Card-Frame'), lazy: lazyComponent(editors, 'NfcCardFramePage') },
];

/** Mounted under /profile. */
export const framesProfileRoutes: RouteObject[] = [
  { path: profile.route('frames'), lazy: lazyComponent(userLists, 'FramesTabPage') },
];

/** Mounted under /admin: the Frame and NFC Frame lists and their editors. */
export const framesAdminRoutes: RouteObject[] = [
  { path: admin.route('frame'), lazy: lazyComponent(adminLists, 'AdminFramesPage') },
  { path: admin.route('create-frame'), lazy: lazyComponent(editors, 'AdminCreateFramePage') },
  { path: admin.route('create-frame/:id'), lazy: lazyComponent(editors, 'AdminEditFramePage') },
  { path: admin.route('nfc-frame'), lazy: lazyComponent(adminLists, 'AdminNfcFramesPage') },
  { path: admin.route('create-nfc-frame'), lazy: lazyComponent(editors, 'AdminCreateNfcFramePage') },
  { path: admin.route('create-nfc-frame/:id'), lazy: lazyComponent(editors, 'AdminEditNfcFramePage') },
];
