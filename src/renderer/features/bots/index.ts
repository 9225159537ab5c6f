/** The bots area's public entry for other features (the WhatsApp screens' View Conversation). */
export { NumberConversationModal } from './analytics/NumberConversationModal';
