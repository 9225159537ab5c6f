import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../whatsapp/account';
import { listQuery } from '../http/list';
import { idSchema } from '../http/ids';
import { END_CHAT, NEXT_IN_SEQUENCE } from './component-types';

/** Spec 02 §5 and §8, and spec 03 §8.2: every message the Bot screens and the server show, verbatim. */
export const BOT_MESSAGES = {
  nameRequired: 'Bot Name is required',
  namePlaceholder: 'Enter Bot Name',
  iconRequired: 'Bot Icon is required',
  messageRequired: 'Message is required',
  enterMessage: 'Enter Message',
  errorMessageRequired: 'Error Message is required',
  addOptions: 'Add Options',
  optionsRequired: 'Options are required',
  nextMessageRequired: 'Next Message is required',
  fileRequired: 'File is required',
  linksRequired: 'Links are required',
  linkRequired: 'Link Title and Link URL is required',
  apiUrlRequired: 'Api URL is required',
  apiUrlHttps: 'Api URL must be an https address',
  unknownType: 'Unknown component type',
  notValidImage: 'Not Valid Image Format',
  saved: 'Your changes are saved',
  created: 'Bot Created Successfully',
  updated: 'Bot Updated Successfully',
  copied: 'Copy of your bot is created with the new changes. Now you can deploy this bot.',
  deleteResponsesFailed: 'Error in deleting User Responses',
  // The connect form's fields and copy buttons are the WhatsApp number's (one fact, one place).
  businessIdRequired: ACCOUNT_MESSAGES.businessIdRequired,
  phoneNumberIdRequired: ACCOUNT_MESSAGES.phoneNumberIdRequired,
  tokenRequired: ACCOUNT_MESSAGES.tokenRequired,
  connected: 'Bot Connected',
  disconnected: 'Bot Disconnected',
  callbackCopied: ACCOUNT_MESSAGES.callbackCopied,
  verifyTokenCopied: ACCOUNT_MESSAGES.verifyTokenCopied,
  addedToWebsite: 'Bot is added to your website. You need to republish you website.',
  noData: 'No Data Available',
  noConversation: 'No Conversation Found',
  noConversationYet: 'No Conversation Yet',
  /** A search of a conversation's messages matched none (spec 03 §8.2). */
  noMessages: 'No Messages Found',
  conversationNotFound: 'No conversation found',
  conversationFailed: 'Failed to load conversation',
  messageSent: 'Message sent successfully',
  messageSavedForWeb: 'Message saved and will be delivered to web visitor',
  sendFailed: 'Failed to send message',
  windowExpired:
    'The 24-hour messaging window has expired. The visitor must send a new message before you can reply.',
  replyRequired: 'Message is required',
  numberTaken: 'This WhatsApp number is already connected to another bot',
  noWebsite: 'Create and publish a website in the Web app first',
  hasVisitors:
    'This bot already has visitors: create a copy with the new changes, or delete the responses and save',
} as const;

/** Issue 25, Bad input: past these a flow save answers 422. */
export const FLOW_LIMITS = {
  components: 200,
  options: 50,
  links: 10,
  triggers: 20,
  text: 4096,
} as const;

export const DEFAULT_BOT_COLOUR = '#ae02d4';
/** Spec 02 §9 / 03: a WhatsApp visitor may be written to for 24 hours after their last message. */
export const WHATSAPP_WINDOW_HOURS = 24;
/** Issue 25: after 4 hours of silence the next message starts the flow afresh. */
export const SESSION_IDLE_HOURS = 4;
/** Issue 25: 25 steps without a question end the chat (a loop of messages never runs forever). */
export const MAX_STEPS_WITHOUT_QUESTION = 25;

const text = (max: number = FLOW_LIMITS.text) => z.string().max(max, `Maximum ${max} characters`);
/** A next-message target: a frontendId, END_CHAT (-1) or NEXT_IN_SEQUENCE (0). */
const target = z.number().int().min(END_CHAT).max(2_147_483_647);

export const flowOptionSchema = z.object({
  id: z.number().int().positive().optional(),
  optionNo: z.number().int().positive(),
  value: text(),
  target,
});
export type FlowOption = z.infer<typeof flowOptionSchema>;

export const flowLinkSchema = z.object({
  id: z.number().int().positive().optional(),
  linkNo: z.number().int().positive(),
  linkTitle: text(),
  linkUrl: text(2048),
});
export type FlowLink = z.infer<typeof flowLinkSchema>;

export const flowTriggerSchema = z.object({
  id: z.number().int().positive().optional(),
  triggerText: text(200),
  priority: z.number().int().min(1).max(1000),
});
export type FlowTrigger = z.infer<typeof flowTriggerSchema>;

/**
 * One flow component (spec 02 §3 "Chat flow question"). `target` and options' targets name another
 * component's frontendId, END_CHAT or NEXT_IN_SEQUENCE. The §5 check is rules.ts `checkFlow`, run by
 * the editor before saving and by the server on save (422 keyed by frontendId).
 */
export const flowQuestionSchema = z.object({
  id: z.number().int().positive().optional(),
  frontendId: z.number().int().positive().max(2_147_483_647),
  componentTypeId: z.number().int(),
  question: text(),
  target: target.default(NEXT_IN_SEQUENCE),
  sequence: z.number().int().min(1),
  options: z
    .array(flowOptionSchema)
    .max(FLOW_LIMITS.options, `At most ${FLOW_LIMITS.options} options`)
    .default([]),
  links: z.array(flowLinkSchema).max(FLOW_LIMITS.links, `At most ${FLOW_LIMITS.links} links`).default([]),
  flowTriggers: z
    .array(flowTriggerSchema)
    .max(FLOW_LIMITS.triggers, `At most ${FLOW_LIMITS.triggers} triggers`)
    .default([]),
  imageOrFilePath: z.string().max(2048).nullable().default(null),
  imageOrFileName: z.string().max(255).nullable().default(null),
  isLeadMessage: z.boolean().default(false),
  errorMessage: text().default(''),
  /** Type 11 (Api): the https address the answers are POSTed to. */
  apiUrl: z.string().max(2048).nullable().default(null),
});
export type FlowQuestion = z.infer<typeof flowQuestionSchema>;
export type FlowQuestionInput = z.input<typeof flowQuestionSchema>;

export const flowSchema = z
  .array(flowQuestionSchema)
  .max(FLOW_LIMITS.components, `At most ${FLOW_LIMITS.components} components`);

/** PUT flow (§7 "Bot save"): the bot's questions, saved in one transaction. */
export const flowSaveSchema = z.object({ questions: flowSchema });
/** §7 "Copy bot": the question list as body; the answer is the new bot. */
export const botCopySchema = flowSaveSchema;

/** §3: create and update as form data: Colour, Name, Avatar (an existing path), id; AvatarImage the file. */
export const botFormSchema = z.object({
  Name: z.string().trim().min(1, BOT_MESSAGES.nameRequired).max(100, 'Maximum 100 symbols'),
  Colour: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || DEFAULT_BOT_COLOUR)
    .pipe(z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #ae02d4')),
  Avatar: z.string().trim().max(2048).optional(),
  id: z.coerce.number().int().positive().optional(),
});
export type BotForm = z.input<typeof botFormSchema>;

export const BOT_AVATAR_PART = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  tooLarge: 'The icon must be at most 5 MB',
  wrongType: BOT_MESSAGES.notValidImage,
  counted: true,
} as const;

/** §5: component image jpg/jpeg/png, file pdf; "Not Valid Image Format" for both. */
export const COMPONENT_FILE_PART = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  tooLarge: 'The file must be at most 10 MB',
  wrongType: BOT_MESSAGES.notValidImage,
  required: BOT_MESSAGES.fileRequired,
  counted: true,
} as const;
export const componentFileSchema = z.object({
  FrontendId: z.coerce.number().int().positive(),
  /** 8 Image or 9 File: an image part is refused for a File component and a pdf for an Image one. */
  componentTypeId: z.coerce.number().int().min(8).max(9),
});
export const componentFileQuery = z.object({ FrontendId: z.coerce.number().int().positive() });

export const botSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  colour: z.string(),
  visitorCount: z.number().int(),
  isWhatsAppConnected: z.boolean(),
  /** The random key of the web widget (its snippet and `/widget/{key}/…`). */
  widgetKey: z.string(),
  companyName: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Bot = z.infer<typeof botSchema>;

export const botWithFlowSchema = botSchema.extend({ questions: z.array(flowQuestionSchema) });
export type BotWithFlow = z.infer<typeof botWithFlowSchema>;

export const botsQuery = listQuery(['name', 'visitorCount', 'createdDate', 'companyName']);
export const botIdQuery = z.object({ botId: z.coerce.number().int().positive() });
export const chatbotIdQuery = z.object({ chatbotId: z.coerce.number().int().positive() });

// ——— WhatsApp connection (§3, §5, §7) ———

export const whatsappConnectSchema = z.object({
  chatBotId: idSchema('Bot is required'),
  businessId: z.string().trim().min(1, BOT_MESSAGES.businessIdRequired).max(64),
  PhNoId: z.string().trim().min(1, BOT_MESSAGES.phoneNumberIdRequired).max(64),
  waToken: z.string().trim().min(1, BOT_MESSAGES.tokenRequired).max(1024),
  /** Optional: the Meta app's secret, to check webhook signatures for this number. */
  appSecret: z.string().trim().max(256).optional(),
  autoStart: z.boolean().default(true),
  /** §3: stored as a JSON string; keywords trimmed, blanks and duplicates ignored. */
  autoStartExcludeKeywords: z.string().max(8192).default('[]'),
});
export type WhatsAppConnectForm = z.input<typeof whatsappConnectSchema>;

export const whatsappConnectionSchema = z.object({
  chatBotId: z.number().int(),
  businessId: z.string(),
  phNoId: z.string(),
  displayPhoneNumber: z.string().nullable(),
  autoStart: z.boolean(),
  autoStartExcludeKeywords: z.string(),
  hasAppSecret: z.boolean(),
  callbackUrl: z.string(),
  verifyToken: z.string(),
});
export type WhatsAppConnection = z.infer<typeof whatsappConnectionSchema>;

// ——— Visitors and conversations (§3, §7; spec 03 §3.6, §7.5) ———

export const VISITOR_PLATFORMS = ['Web', 'WhatsApp'] as const;
export type VisitorPlatform = (typeof VISITOR_PLATFORMS)[number];

export const botVisitorSchema = z.object({
  visitorUUId: z.string(),
  visitorNumber: z.string(),
  visitorName: z.string().nullable(),
  platform: z.enum(VISITOR_PLATFORMS),
  date: z.string(),
  /** One column per lead component in the export: frontendId → answer. */
  leads: z.record(z.string(), z.string()),
});
export type BotVisitor = z.infer<typeof botVisitorSchema>;

export const botVisitorsQuery = listQuery(['date', 'visitorName', 'visitorNumber', 'platform'], {
  botId: z.coerce.number().int().positive(),
});

/**
 * GET conversation (spec 03 §7.5): a visitor by visitorUUId, or a WhatsApp number (`phoneNumber`,
 * digits with the country code; spaces, dashes and a leading + are dropped) with an optional bot.
 * A number without a bot is the owner's own conversation with it (campaign messages and replies).
 */
export const conversationQuery = z
  .object({
    visitorUUId: z.string().trim().min(1).max(64).optional(),
    phoneNumber: z
      .string()
      .transform((v) => v.replace(/[\s\-().+]/g, ''))
      .pipe(z.string().regex(/^\d{6,20}$/, 'Enter a valid phone number'))
      .optional(),
    chatBotId: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => !!q.visitorUUId || !!q.phoneNumber, {
    path: ['phoneNumber'],
    message: 'A phone number or a visitor is required',
  });
export type ConversationQuery = z.input<typeof conversationQuery>;

export const conversationMessageSchema = z.object({
  isBotMessage: z.boolean(),
  questionText: z.string().nullable(),
  reply: z.string().nullable(),
  sentDate: z.string(),
  isLeadMessage: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  messages: z.array(conversationMessageSchema),
  visitorPlatform: z.enum(VISITOR_PLATFORMS),
  visitorName: z.string().nullable(),
  visitorNumber: z.string(),
  /** ISO time of the visitor's last message: the 24-hour window (WhatsApp) is counted from it. */
  lastVisitorMessageAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST WhatsApp/SendTextMessage (spec 03 §7.5, §5.3): trimmed, non-empty; a number or a web visitor. */
export const sendTextMessageSchema = z
  .object({
    phoneNumber: z.string().trim().max(64).optional(),
    visitorUUId: z.string().trim().max(64).optional(),
    message: z.string().trim().min(1, BOT_MESSAGES.replyRequired).max(FLOW_LIMITS.text),
    /** The bot whose number sends; without one, the owner's own number (the inbox's chat). */
    chatBotId: idSchema('Bot is required').optional(),
    isWebVisitor: z.boolean().default(false),
  })
  .refine((m) => !!m.visitorUUId || !!m.phoneNumber, {
    path: ['phoneNumber'],
    message: 'A phone number or a visitor is required',
  });
export type SendTextMessage = z.input<typeof sendTextMessageSchema>;

// ——— Web widget (public) ———

export const widgetStartSchema = z.object({
  /** The visitor's id kept by the widget in localStorage; a new one when absent. */
  visitorUUId: z.string().trim().min(8).max(64).optional(),
});
export const widgetContinueSchema = z.object({
  visitorUUId: z.string().trim().min(8).max(64),
  /** The widget's id of this message: sent twice, it gets the first answer again. */
  clientMessageId: z.string().trim().min(1).max(64),
  /** The typed text, or the chosen option's value. */
  reply: z.string().max(FLOW_LIMITS.text),
  /** A Single Choice answer by option number (a click). */
  optionNo: z.number().int().positive().optional(),
});
export const widgetPollQuery = z.object({
  visitorUUId: z.string().trim().min(8).max(64),
  /** Messages after this id. */
  after: z.coerce.number().int().min(0).default(0),
});

/** What the widget shows: a bot message with its choices, links or file. Text is never HTML. */
export const widgetMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['bot', 'visitor', 'owner']),
  text: z.string(),
  options: z.array(z.object({ optionNo: z.number().int(), value: z.string() })).default([]),
  links: z.array(z.object({ linkTitle: z.string(), linkUrl: z.string() })).default([]),
  file: z.object({ url: z.string(), name: z.string(), isImage: z.boolean() }).nullable().default(null),
  sentDate: z.string(),
});
export type WidgetMessage = z.infer<typeof widgetMessageSchema>;

export const widgetBotSchema = z.object({
  name: z.string(),
  colour: z.string(),
  avatar: z.string().nullable(),
});

export const widgetAnswerSchema = z.object({
  visitorUUId: z.string(),
  bot: widgetBotSchema,
  /** The conversation so far (start) or the messages after the reply (continue, poll). */
  messages: z.array(widgetMessageSchema),
  /** What the widget's input should accept now. */
  awaiting: z.enum(['text', 'choice', 'none']),
  ended: z.boolean(),
});
export type WidgetAnswer = z.infer<typeof widgetAnswerSchema>;
