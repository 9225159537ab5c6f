import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { BOT_WIDGET_ROUTES } from './public-routes';
import {
  BOT_AVATAR_PART,
  botCopySchema,
  botFormSchema,
  botIdQuery,
  botSchema,
  botsQuery,
  botVisitorSchema,
  botVisitorsQuery,
  botWithFlowSchema,
  chatbotIdQuery,
  COMPONENT_FILE_PART,
  componentFileQuery,
  componentFileSchema,
  conversationQuery,
  conversationSchema,
  flowSaveSchema,
  sendTextMessageSchema,
  whatsappConnectionSchema,
  whatsappConnectSchema,
  widgetAnswerSchema,
  widgetContinueSchema,
  widgetPollQuery,
  widgetStartSchema,
} from './schemas';

const idParams = z.object({ id: idParamSchema() });
const botKeyParams = z.object({ botKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'No such bot') });
const componentTypeSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  defaultQuestion: z.string(),
  errorMessage: z.string(),
});

/**
 * Bots (spec 02 §2–§9; issue 25): a User's bots with their flow, web widget and WhatsApp number,
 * their visitors and conversations. A User sees their own (another user's bot, visitor or
 * conversation answers 404); an Admin sees all (manage/bot). Create and copy need the Bot allowance
 * (402). The widget's endpoints are public, keyed by the bot's random widget key.
 */
export const botsContract = areaContract('bots', {
  componentTypes: endpoint({
    method: 'GET',
    path: '/api/ChatBot/ComponentTypes',
    access: 'signedIn',
    summary: 'The chat component types 1–11 (§3) with their default text and error message',
    response: z.array(componentTypeSchema),
  }),
  bots: endpoint({
    method: 'GET',
    path: '/api/ChatBot',
    access: 'signedIn',
    summary:
      "A User's bots or, for an Admin, every bot with its owner's company (manage/bot); Search by name",
    query: botsQuery,
    response: listOf(botSchema),
  }),
  botDetails: endpoint({
    method: 'GET',
    path: '/api/ChatBot/Details',
    access: 'signedIn',
    summary: 'One bot (§7 "Bot details", query botId): settings, deploy and analytics headers',
    query: botIdQuery,
    response: botSchema,
  }),
  botFlow: endpoint({
    method: 'GET',
    path: '/api/ChatBot/:id/Flow',
    access: 'signedIn',
    summary:
      'The bot with its saved questions (the flow editor, and Test, which runs the shared engine on it)',
    params: idParams,
    response: botWithFlowSchema,
  }),
  createBot: endpoint({
    method: 'POST',
    path: '/api/ChatBot',
    access: 'user',
    summary:
      'Create a bot from form data (Name, Colour, AvatarImage or Avatar); its first flow is made from the brand information; 402 without a Bot allowance',
    body: botFormSchema,
    files: { AvatarImage: BOT_AVATAR_PART },
    response: botSchema,
  }),
  updateBot: endpoint({
    method: 'POST',
    path: '/api/ChatBot/:id',
    access: 'signedIn',
    summary: 'Update the name, colour and icon (form data with id)',
    params: idParams,
    body: botFormSchema,
    files: { AvatarImage: BOT_AVATAR_PART },
    response: botSchema,
  }),
  saveFlow: endpoint({
    method: 'PUT',
    path: '/api/ChatBot/:id/Flow',
    access: 'signedIn',
    summary:
      'Save the flow in one transaction; the §5 check (shared/bots/rules.ts) answers 422 keyed by frontendId; 409 while the bot has visitors (copy, or delete their responses first)',
    params: idParams,
    body: flowSaveSchema,
    response: botWithFlowSchema,
  }),
  uploadComponentFile: endpoint({
    method: 'POST',
    path: '/api/ChatBot/:id/ComponentFile',
    access: 'signedIn',
    summary: "A component's image (jpeg, png) or file (pdf), judged from its bytes; answers the stored path",
    params: idParams,
    body: componentFileSchema,
    files: { ImageOrFilePath: COMPONENT_FILE_PART },
    response: z.object({ imageOrFilePath: z.string(), imageOrFileName: z.string() }),
    transfer: true,
  }),
  deleteComponentFile: endpoint({
    method: 'DELETE',
    path: '/api/ChatBot/:id/ComponentFile',
    access: 'signedIn',
    summary: "Drop a component's file (deleted once nothing refers to it)",
    params: idParams,
    query: componentFileQuery,
    response: z.null(),
  }),
  copyBot: endpoint({
    method: 'POST',
    path: '/api/ChatBot/:id/Copy',
    access: 'user',
    summary: 'A new bot with these questions (no visitors, no WhatsApp number); 402 without a Bot allowance',
    params: idParams,
    body: botCopySchema,
    response: botSchema,
  }),
  deleteBot: endpoint({
    method: 'DELETE',
    path: '/api/ChatBot/:id',
    access: 'user',
    summary: 'Delete a bot with its flow, visitors, conversations and WhatsApp connection',
    params: idParams,
    response: z.null(),
  }),
  botName: endpoint({
    method: 'GET',
    path: '/api/ChatBot/:id/Name',
    access: 'signedIn',
    summary: "The bot's name (screen titles)",
    params: idParams,
    response: z.object({ name: z.string() }),
  }),
  deployOnWebsite: endpoint({
    method: 'POST',
    path: '/api/ChatBot/:id/DeployOnWebsite',
    access: 'user',
    summary: "Put this bot's widget on the caller's platform website; the next publish carries it",
    params: idParams,
    response: z.null(),
  }),
  connectWhatsApp: endpoint({
    method: 'POST',
    path: '/api/ChatBot/WhatsApp',
    access: 'signedIn',
    summary:
      "Connect (or update) the bot's WhatsApp number: checks the number and subscribes the app with the Cloud API; one bot per number; secrets stored encrypted, never returned",
    body: whatsappConnectSchema,
    response: whatsappConnectionSchema,
  }),
  whatsAppDetails: endpoint({
    method: 'GET',
    path: '/api/ChatBot/WhatsApp',
    access: 'signedIn',
    summary: "The bot's WhatsApp connection, or null; with the callback URL and verify token to copy",
    query: chatbotIdQuery,
    response: whatsappConnectionSchema.nullable(),
  }),
  disconnectWhatsApp: endpoint({
    method: 'DELETE',
    path: '/api/ChatBot/WhatsApp',
    access: 'signedIn',
    summary: "Disconnect the bot's WhatsApp number",
    query: chatbotIdQuery,
    response: z.null(),
  }),
  visitors: endpoint({
    method: 'GET',
    path: '/api/ChatBotVisitor',
    access: 'signedIn',
    summary:
      "The bot's visitors (§7: page 1, date Desc), date range in business days; IsExport=true answers xlsx with a column per lead component",
    query: botVisitorsQuery,
    response: listOf(botVisitorSchema),
    exportable: true,
  }),
  deleteResponses: endpoint({
    method: 'DELETE',
    path: '/api/ChatBot/:id/Responses',
    access: 'signedIn',
    summary: "Delete the bot's visitors and their conversations (before a flow change)",
    params: idParams,
    response: z.null(),
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/ChatBot/Conversation',
    access: 'signedIn',
    summary:
      "One conversation (spec 03 §3.6, §7.5): a visitor's by visitorUUId, a bot's WhatsApp visitor by phoneNumber and chatBotId, or the owner's own with a number (campaign messages and its replies) by phoneNumber alone",
    query: conversationQuery,
    response: conversationSchema,
  }),
  sendTextMessage: endpoint({
    method: 'POST',
    path: '/api/WhatsApp/SendTextMessage',
    access: 'signedIn',
    summary:
      'The owner writes to a visitor: WhatsApp within 24 hours of their last message (Cloud API 131047 maps to the same refusal), web visitors at their next request',
    body: sendTextMessageSchema,
    response: z.object({ delivered: z.enum(['sent', 'queuedForWeb']) }),
  }),
  widgetStart: endpoint({
    ...BOT_WIDGET_ROUTES.widgetStart,
    access: 'public',
    summary: 'The widget opens: the conversation so far, or the flow started for a new visitor',
    params: botKeyParams,
    body: widgetStartSchema,
    response: widgetAnswerSchema,
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  }),
  widgetContinue: endpoint({
    ...BOT_WIDGET_ROUTES.widgetContinue,
    access: 'public',
    summary: "The visitor's reply: the bot's answer (a repeated clientMessageId gets the first answer again)",
    params: botKeyParams,
    body: widgetContinueSchema,
    response: widgetAnswerSchema,
    rateLimit: { max: 60, timeWindowMs: 60_000 },
  }),
  widgetPoll: endpoint({
    ...BOT_WIDGET_ROUTES.widgetPoll,
    access: 'public',
    summary: "Messages after `after`: the owner's replies reach a web visitor here",
    params: botKeyParams,
    query: widgetPollQuery,
    response: widgetAnswerSchema,
    rateLimit: { max: 120, timeWindowMs: 60_000 },
  }),
});
