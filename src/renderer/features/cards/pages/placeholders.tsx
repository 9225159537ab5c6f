import { manageListPage } from '../../../lib/ManageList';
import { placeholderPage } from '../../../lib/PlaceholderPage';

// Digital business cards (spec 02, Card screens).
// Honest empty pages until the area is built; the real pages replace them.
export const MyCardsPage = placeholderPage('My Cards');
export const CreateCardPage = placeholderPage('Create New Card');
export const CopyCardPage = placeholderPage('Copy New Card');
export const EditCardPage = placeholderPage('Edit Card');
export const CardVisitorsPage = placeholderPage('Card Visitors');
export const ManageCardsPage = manageListPage('Cards', 'cards');
export const ManageCardEditPage = placeholderPage('Edit Card');
export const ManageCardVisitorsPage = placeholderPage('Card Visitors');
