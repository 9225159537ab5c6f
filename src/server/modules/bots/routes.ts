import type { FastifyInstance } from 'fastify';
import { botsContract } from '../../../shared/bots/contract';
import { BOT_MESSAGES as M } from '../../../shared/bots/schemas';
import type { AppContext } from '../../context';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { BotsService } from './service';
import { widgetHandlers, widgetPublicRoutes } from './widget';

export function botsRoutes(app: FastifyInstance, deps: BindDeps, ctx: AppContext, bots: BotsService): void {
  const widget = widgetHandlers(ctx);
  widgetPublicRoutes(app, ctx);
  bindContract(app, deps, botsContract, {
    componentTypes: async () => bots.componentTypes(),
    bots: ({ user, query }) => bots.list(user, query),
    botDetails: ({ user, query }) => bots.details(user, query.botId),
    botFlow: ({ user, params }) => bots.flow(user, params.id),
    createBot: async ({ user, body, files, reservation }) =>
      ok(await bots.create(user, body, { file: files.AvatarImage, reservation }), M.created, 201),
    updateBot: async ({ user, params, body, files, reservation }) =>
      ok(await bots.update(user, params.id, body, { file: files.AvatarImage, reservation }), M.updated),
    saveFlow: async ({ user, params, body }) =>
      ok(await bots.saveFlow(user, params.id, body.questions), M.saved),
    uploadComponentFile: async ({ user, params, body, files, reservation }) =>
      ok(await bots.uploadFile(user, params.id, body, files.ImageOrFilePath!, reservation), undefined, 201),
    deleteComponentFile: ({ user, params, query }) => bots.deleteFile(user, params.id, query.FrontendId),
    copyBot: async ({ user, params, body }) =>
      ok(await bots.copy(user, params.id, body.questions), M.copied, 201),
    deleteBot: ({ user, params }) => bots.remove(user, params.id),
    botName: ({ user, params }) => bots.name(user, params.id),
    deployOnWebsite: async ({ user, params }) =>
      ok(await bots.deployOnWebsite(user, params.id), M.addedToWebsite),
    visitors: ({ user, query }) => bots.visitors(user, query),
    deleteResponses: ({ user, params }) => bots.deleteResponses(user, params.id),
    conversation: ({ user, query }) => bots.conversation(user, query),
    sendTextMessage: async ({ user, body }) => {
      const answer = await bots.sendText(user, body);
      return ok(answer, answer.delivered === 'sent' ? M.messageSent : M.messageSavedForWeb);
    },
    connectWhatsApp: async ({ user, body }) => ok(await bots.whatsapp.connect(user, body), M.connected),
    whatsAppDetails: ({ user, query }) => bots.whatsapp.details(user, query.chatbotId),
    disconnectWhatsApp: async ({ user, query }) =>
      ok(await bots.whatsapp.disconnect(user, query.chatbotId), M.disconnected),
    widgetStart: ({ params, body, req }) => widget.start(params, body, req.ip, req.headers['user-agent']),
    widgetContinue: ({ params, body, req }) => widget.continue(params, body, req.ip),
    widgetPoll: ({ params, query }) => widget.poll(params, query),
  });
}
