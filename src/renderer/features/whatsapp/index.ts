/** The WhatsApp area's public entry for other features (the bots' WhatsApp deploy, the inbox). */
export { WebhookValues } from './components/WebhookValues';
export { MessageErrorButton } from './components/MessageErrorModal';
export { ContactFormModal } from './contacts/ContactFormModal';
export { useAccounts as useWhatsAppAccounts } from './account/api';
export { FormattedText, TemplatePreview, useApprovedTemplates } from './templates';
