import { placeholderPage } from '../../../lib/PlaceholderPage';

// User administration (spec 00, Admin Update User page).
// Honest empty pages until the area is built; the real pages replace them.
export const UsersPage = placeholderPage('Users');
export const UpdateUserPage = placeholderPage('Update User');
export const UserAndRolesPage = placeholderPage('User and Roles');
