import { manageListPage } from '../../../lib/ManageList';
import { placeholderPage } from '../../../lib/PlaceholderPage';

// Chatbots (spec 02, Bot screens).
// Honest empty pages until the area is built; the real pages replace them.
export const MyBotsPage = placeholderPage('My Bots');
export const CreateBotPage = placeholderPage('Create New Bot');
export const EditBotFlowPage = placeholderPage('Edit Chat Flow');
export const BotSettingsPage = placeholderPage('Bot Settings');
export const BotAnalyticsPage = placeholderPage('Bot Analytics');
export const BotAnalyticsDetailPage = placeholderPage('Bot Analytics');
export const BotDeployPage = placeholderPage('Deploy');
export const BotDeployDetailPage = placeholderPage('Deploy');
export const BotEmbedCodePage = placeholderPage('Embed Code');
export const ManageBotsPage = manageListPage('Bots', 'bots');
export const ManageBotFlowPage = placeholderPage('Edit Chat Flow');
export const ManageBotSettingsPage = placeholderPage('Bot Settings');
export const ManageBotAnalyticsPage = placeholderPage('Bot Analytics');
export const ManageBotDeployPage = placeholderPage('Deploy');
