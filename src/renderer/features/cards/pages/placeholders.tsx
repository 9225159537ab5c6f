import { placeholderPage } from '../../../lib/PlaceholderPage';

// Digital business cards (spec 02, Card screens): the editor is not built yet.
// Honest empty pages until it is; the real pages replace them.
export const CreateCardPage = placeholderPage('Create New Card');
export const CopyCardPage = placeholderPage('Copy New Card');
export const EditCardPage = placeholderPage('Edit Card');
export const ManageCardEditPage = placeholderPage('Edit Card');
