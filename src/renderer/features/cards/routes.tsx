import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, card } from '../../lib/paths';

const pages = () => import('./pages/CardEditorPages');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);
const myList = () => import('./pages/MyCardsPage');
const manageList = () => import('./pages/ManageCardsPage');
const visitors = () => import('./pages/CardVisitorsPages');

/** Mounted under /card (module 4). */
export const cardsModuleRoutes: RouteObject[] = [
  { path: card.route('my-cards'), lazy: lazyComponent(myList, 'MyCardsPage') },
  { path: card.route('create-card'), lazy: page('CreateCardPage') },
  { path: card.route('copy-card/:cardId'), lazy: page('CopyCardPage') },
  { path: card.route('edit-card/:cardId'), lazy: page('EditCardPage') },
  { path: card.route('analytics/:cardId'), lazy: lazyComponent(visitors, 'CardVisitorsPage') },
];

/** Mounted under /admin. */
export const cardsAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/card'), lazy: lazyComponent(manageList, 'ManageCardsPage') },
  { path: admin.route('manage/card/create'), lazy: page('ManageCreateCardPage') },
  { path: admin.route('manage/card/:cardId'), lazy: page('ManageCardEditPage') },
  {
    path: admin.route('manage/card/analytics/:cardId'),
    lazy: lazyComponent(visitors, 'ManageCardVisitorsPage'),
  },
];
