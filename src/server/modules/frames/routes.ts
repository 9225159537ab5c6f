import type { FastifyInstance } from 'fastify';
import { framesContract } from '../../../shared/frames/contract';
import { FRAME_MESSAGES as M } from '../../../shared/frames/schemas';
import { bindContract, type BindDeps } from '../../http/bind';
import { ok } from '../../http/reply';
import type { FramesService } from './service';

export function framesRoutes(app: FastifyInstance, deps: BindDeps, frames: FramesService): void {
  bindContract(app, deps, framesContract, {
    uploadFrameImage: async ({ user, body, files, reservation }) =>
      ok(
        await frames.uploadFrameImage(user, { ...body, file: files.file, reservation }),
        M.imageSaved,
        body.id ? 200 : 201,
      ),
    saveFrameLayout: async ({ user, body }) => {
      const { frame, message } = await frames.saveFrameLayout(user, body);
      return ok(frame, message);
    },
    frameById: ({ user, params }) => frames.byId(user, params.id, 'standard'),
    frameDownloadById: ({ user, params, query }) => frames.download(user, params.id, query.userId),
    frameDownloadList: ({ user, query }) => frames.downloadList(user, query.userId),
    myFrames: ({ user, query }) => frames.mine(user, query),
    frames: ({ user, query }) => frames.adminList(user, 'standard', query),
    assignFrame: async ({ user, body }) => ok(await frames.assign(user, body), M.assigned),
    setDefaultFrame: async ({ user, params, query }) =>
      ok(await frames.setDefault(user, params.id, query.userId), M.madeDefault),
    usersBrandInformations: ({ user, query }) => frames.usersBrands(user, query.frameId),

    uploadNfcFrameImage: async ({ user, body, files, reservation }) =>
      ok(
        await frames.uploadNfcFrameImage(user, { ...body, file: files.file, reservation }),
        M.imageSaved,
        body.id ? 200 : 201,
      ),
    saveNfcFrameLayout: async ({ user, body }) => {
      const { frame, message } = await frames.saveNfcFrameLayout(user, body);
      return ok(frame, message);
    },
    nfcFrameById: ({ user, params }) => frames.byId(user, params.id, 'nfc'),
    nfcFrames: ({ user, query }) => frames.adminList(user, 'nfc', query),
    deleteNfcFrame: async ({ user, params }) => ok(await frames.removeNfc(user, params.id), M.deleted),
    nfcCardDownload: ({ user, body }) => frames.nfcCard(user, body),
  });
}
