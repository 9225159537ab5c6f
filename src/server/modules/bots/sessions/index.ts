/**
 * Bot sessions (issue 25): what the widget endpoints and the WhatsApp webhook call.
 *   receiveMessage(sessionDepsOf(ctx), { bot, visitor, inboundId, text, optionNo?, start?, within? })
 *   openSession / pollSession (the widget), sendDueLeadAlerts + botLeadAlertsJob (leads).
 */
export { sessionDepsOf, type SessionDeps } from './deps';
export { receiveMessage, type ReceiveInput, type Received } from './receive';
export { openSession, pollSession, HISTORY_LIMIT, type Opened } from './open';
export { botMessageOf, payloadOf, type MessagePayload, type MessageRow } from './messages';
export { botLeadAlertsJob, sendDueLeadAlerts, LEAD_WAIT_MS } from './lead-alerts';
export { API_TIMEOUT_MS } from './api-calls';
export { botInboundCleanupJob, forgetOldInbound, INBOUND_KEPT_DAYS } from './cleanup';
export type { BotRef, VisitorRef, VisitorRow } from './visitors';
