/** The WhatsApp area's public entry for other features (the bots' WhatsApp deploy). */
export { WebhookValues } from './components/WebhookValues';
