/** The notifications area's public entry: the settings card the Update User page shows. */
export { NotificationSettings } from './pages/NotificationSettingsPage';
