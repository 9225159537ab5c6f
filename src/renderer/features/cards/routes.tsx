import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, card } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /card (module 4). */
export const cardsModuleRoutes: RouteObject[] = [
  { path: card.route('my-cards'), lazy: page('MyCardsPage') },
  { path: card.route('create-card'), lazy: page('CreateCardPage') },
  { path: card.route('copy-card/:cardId'), lazy: page('CopyCardPage') },
  { path: card.route('edit-card/:cardId'), lazy: page('EditCardPage') },
  { path: card.route('analytics/:cardId'), lazy: page('CardVisitorsPage') },
];

/** Mounted under /admin. */
export const cardsAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/card'), lazy: page('ManageCardsPage') },
  { path: admin.route('manage/card/:cardId'), lazy: page('ManageCardEditPage') },
  { path: admin.route('manage/card/analytics/:cardId'), lazy: page('ManageCardVisitorsPage') },
];
