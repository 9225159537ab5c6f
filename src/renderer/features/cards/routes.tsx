import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /card (module 4). */
export const cardsModuleRoutes: RouteObject[] = [
  { path: 'my-cards', lazy: page('MyCardsPage') },
  { path: 'create-card', lazy: page('CreateCardPage') },
  { path: 'copy-card/:cardId', lazy: page('CopyCardPage') },
  { path: 'edit-card/:cardId', lazy: page('EditCardPage') },
  { path: 'analytics/:cardId', lazy: page('CardVisitorsPage') },
];

/** Mounted under /admin. */
export const cardsAdminRoutes: RouteObject[] = [
  { path: 'manage/card', lazy: page('ManageCardsPage') },
  { path: 'manage/card/:cardId', lazy: page('ManageCardEditPage') },
  { path: 'manage/card/analytics/:cardId', lazy: page('ManageCardVisitorsPage') },
];
