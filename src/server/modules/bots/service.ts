import type { z } from 'zod';
import type { botsContract } from '../../../shared/bots/contract';
import {
  BOT_MESSAGES,
  type botFormSchema,
  type conversationQuery,
  type FlowQuestion,
  type SendTextMessage,
} from '../../../shared/bots/schemas';
import type { AppContext } from '../../context';
import type { UploadReservation } from '../../http/bind';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { ReceivedFile } from '../../http/multipart';
import { billingService } from '../billing/service';
import { brandService } from '../brand/service';
import { filesService } from '../files/service';
import { inboxService } from '../inbox/service';
import { componentTypes, copyBot, createBot, deleteBot, listBots, updateBot, visibleBot } from './bots';
import { deleteComponentFile, uploadComponentFile } from './component-files';
import { conversationOf, sendTextMessage, type WhatsAppReply } from './conversations';
import type { BotsDeps } from './deps';
import { deployOnWebsite, leaveWebsite } from './deploy';
import { loadFlow } from './flow-rows';
import { saveFlow } from './flow-save';
import { deleteResponses, listVisitors } from './visitors';
import {
  connectedBots,
  connectWhatsApp,
  disconnectWhatsApp,
  whatsAppDetails,
  whatsappOwnerReply,
  botsWebhookReceiver,
} from './whatsapp';
import type { WhatsAppConnectInput } from './whatsapp/connection';

type BotForm = z.output<typeof botFormSchema>;
type Upload = { file?: ReceivedFile; reservation: UploadReservation | null };
type Query<K extends 'bots' | 'visitors'> = z.output<(typeof botsContract)[K]['query']>;

/**
 * The bots area's entry (spec 02 §2–§9; issue 25): bots and their flow (bots.ts, flow-save.ts,
 * component-files.ts), visitors and conversations (visitors.ts, conversations.ts), Deploy on Website
 * (deploy.ts). The conversation runtime is sessions/ and widget/, WhatsApp is whatsapp/.
 */
export function botsService(ctx: AppContext) {
  const reply: WhatsAppReply = (botId, visitor, text) => whatsappOwnerReply(ctx, botId, visitor, text);
  const deps: BotsDeps = {
    ctx,
    files: filesService(ctx),
    billing: billingService(ctx),
    brand: brandService(ctx),
    connectedBots: (ids) => connectedBots(ctx, ids),
  };
  return {
    deps,
    /** The bots' share of the WhatsApp webhook (the WhatsApp area binds it). */
    webhookReceiver: () => botsWebhookReceiver(ctx),
    componentTypes,
    list: (caller: AuthUser, q: Query<'bots'>) => listBots(deps, caller, q),
    details: (caller: AuthUser, id: number) => visibleBot(deps, caller, id),
    async flow(caller: AuthUser, id: number) {
      const bot = await visibleBot(deps, caller, id);
      return { ...bot, questions: await loadFlow(ctx.db, id) };
    },
    async name(caller: AuthUser, id: number) {
      return { name: (await visibleBot(deps, caller, id)).name };
    },
    create: (caller: AuthUser, form: BotForm, upload: Upload) => createBot(deps, caller, form, upload),
    update: (caller: AuthUser, id: number, form: BotForm, upload: Upload) =>
      updateBot(deps, caller, id, form, upload),
    saveFlow: (caller: AuthUser, id: number, questions: FlowQuestion[]) =>
      saveFlow(deps, caller, id, questions),
    copy: (caller: AuthUser, id: number, questions: FlowQuestion[]) => copyBot(deps, caller, id, questions),
    remove: (caller: AuthUser, id: number) =>
      deleteBot(deps, caller, id, (ownerId) => leaveWebsite(deps, ownerId, id)),
    uploadFile: (
      caller: AuthUser,
      id: number,
      input: { FrontendId: number; componentTypeId: number },
      file: ReceivedFile,
      reservation: UploadReservation | null,
    ) => uploadComponentFile(deps, caller, id, input, file, reservation),
    deleteFile: (caller: AuthUser, id: number, frontendId: number) =>
      deleteComponentFile(deps, caller, id, frontendId),
    deployOnWebsite: (caller: AuthUser, id: number) => deployOnWebsite(deps, caller, id),
    visitors: (caller: AuthUser, q: Query<'visitors'>) => listVisitors(deps, caller, q),
    deleteResponses: (caller: AuthUser, id: number) => deleteResponses(deps, caller, id),
    /**
     * Spec 03 §7.5: a visitor by id, a bot's WhatsApp visitor by number, or without a bot the
     * owner's own conversation with a number (the WhatsApp area holds those messages).
     */
    conversation: (caller: AuthUser, q: z.output<typeof conversationQuery>) =>
      q.visitorUUId
        ? conversationOf(deps, caller, { uuid: q.visitorUUId })
        : q.chatBotId
          ? conversationOf(deps, caller, { botId: q.chatBotId, number: q.phoneNumber! })
          : inboxService(ctx).conversation(caller, q.phoneNumber!),
    /**
     * SendTextMessage (spec 03 §7.5): to a bot's visitor from the bot's number, else (a number
     * without a bot: campaign detail, contact history) from the owner's own number as an inbox reply.
     */
    async sendText(
      caller: AuthUser,
      input: SendTextMessage & { message: string },
    ): Promise<{ delivered: 'sent' | 'queuedForWeb' }> {
      if (input.chatBotId === undefined && !input.visitorUUId) {
        try {
          await inboxService(ctx).reply(caller, input.phoneNumber!.replace(/\D/g, ''), input.message.trim());
        } catch (err) {
          // No chat with the number: it never wrote, so the window is not open (§4).
          if (err instanceof HttpError && err.status === 404)
            throw new HttpError(409, BOT_MESSAGES.windowExpired, 'WindowExpired');
          throw err;
        }
        return { delivered: 'sent' };
      }
      return sendTextMessage(deps, caller, input, reply);
    },
    whatsapp: {
      connect: (caller: AuthUser, form: WhatsAppConnectInput) => connectWhatsApp(ctx, caller, form),
      details: (caller: AuthUser, botId: number) => whatsAppDetails(ctx, caller, botId),
      disconnect: (caller: AuthUser, botId: number) => disconnectWhatsApp(ctx, caller, botId),
    },
  };
}

export type BotsService = ReturnType<typeof botsService>;
