import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import {
  adminFrameListQuery,
  frameAssignSchema,
  frameBrandSchema,
  frameDownloadSchema,
  frameIdQuery,
  FRAME_IMAGE_PART,
  FRAME_MESSAGES,
  frameImageUploadSchema,
  frameLayoutSaveSchema,
  frameListQuery,
  frameSchema,
  nfcDownloadSchema,
  nfcFrameImageUploadSchema,
  nfcFrameLayoutSaveSchema,
  nfcFrameSchema,
  optionalUserQuery,
  standardFrameSchema,
} from './schemas';

const idParams = z.object({ id: idParamSchema() });

/**
 * Frames and NFC frames (spec 01 section 7, Frames; issue 12). A frame is an image with a layout of
 * brand elements drawn over it. Users and Admins make frames; Admins assign them to users or
 * sub-categories. Each person sees the frames they made and those assigned to them; another
 * person's frame answers 404. `id` and `frameId` are the same number (one layout per frame).
 */
export const framesContract = areaContract('frames', {
  // ——— Standard frames ———
  uploadFrameImage: endpoint({
    method: 'POST',
    path: '/api/FrameLayout/FrameImage',
    access: 'signedIn',
    summary:
      'Store a frame image (png, jpeg, jpg): a new frame, or a new image for frame `id`; data is the frame id',
    body: frameImageUploadSchema,
    files: { file: { ...FRAME_IMAGE_PART, required: FRAME_MESSAGES.imageRequired } },
    response: z.number().int(),
    transfer: true,
  }),
  saveFrameLayout: endpoint({
    method: 'POST',
    path: '/api/FrameLayout',
    access: 'signedIn',
    summary:
      'Save a frame layout (elements plus frameId); 409 with the stored frame when it is newer than `version`',
    body: frameLayoutSaveSchema,
    response: standardFrameSchema,
    offline: true,
  }),
  frameById: endpoint({
    method: 'GET',
    path: '/api/FrameLayout/:id',
    access: 'signedIn',
    summary: 'One standard frame with its layout (the editor)',
    params: idParams,
    response: standardFrameSchema,
  }),
  frameDownloadById: endpoint({
    method: 'GET',
    path: '/api/FrameLayout/Download/:id',
    access: 'signedIn',
    summary:
      "A frame (standard or NFC) with the brand it is drawn with: the caller's, or `userId`'s for an Admin",
    params: idParams,
    query: optionalUserQuery,
    response: frameDownloadSchema,
  }),
  frameDownloadList: endpoint({
    method: 'GET',
    path: '/api/FrameLayout/DownloadList',
    access: 'signedIn',
    summary: "The caller's standard frames, default first (at most 100), with the brand they are drawn with",
    query: optionalUserQuery,
    response: z.object({ frames: z.array(standardFrameSchema), brand: frameBrandSchema }),
  }),
  myFrames: endpoint({
    method: 'GET',
    path: '/api/FrameLayout/GetFrames',
    access: 'signedIn',
    summary:
      'My Frames: frames the user made or was assigned (directly, through a sub-category, or to all), default first; 12 a page',
    query: frameListQuery,
    response: listOf(frameSchema),
  }),
  frames: endpoint({
    method: 'GET',
    path: '/api/FrameLayout',
    access: 'admin',
    summary: 'Admin list of standard frames, newest first; 12 a page',
    query: adminFrameListQuery,
    response: listOf(standardFrameSchema),
  }),
  assignFrame: endpoint({
    method: 'POST',
    path: '/api/FrameLayout/AssignFrame',
    access: 'admin',
    summary:
      'Assign a frame (standard or NFC) to users and sub-categories; the "all" flags include later ones',
    body: frameAssignSchema,
    response: frameSchema,
  }),
  setDefaultFrame: endpoint({
    method: 'POST',
    path: '/api/FrameLayout/SetDefaultFrame/:id',
    access: 'signedIn',
    summary:
      "Make a frame the caller's default of its kind (or `userId`'s, for an Admin); one default per user",
    params: idParams,
    query: optionalUserQuery,
    response: frameSchema,
  }),
  usersBrandInformations: endpoint({
    method: 'GET',
    path: '/api/FrameLayout/GetUsersBrandInformations',
    access: 'admin',
    summary:
      "The brand of each user a frame is assigned to (at most 50), for the admin editor's side preview",
    query: frameIdQuery,
    response: z.array(frameBrandSchema),
  }),

  // ——— NFC frames ———
  uploadNfcFrameImage: endpoint({
    method: 'POST',
    path: '/api/NFCFrame/FrameImage',
    access: 'signedIn',
    summary:
      'Store an NFC frame image and name: a new frame, or a new image and/or name for frame `id`; data is the frame id',
    body: nfcFrameImageUploadSchema,
    files: { file: FRAME_IMAGE_PART },
    response: z.number().int(),
    transfer: true,
  }),
  saveNfcFrameLayout: endpoint({
    method: 'POST',
    path: '/api/NFCFrame',
    access: 'signedIn',
    summary:
      'Save an NFC frame layout (elements plus frameId); 409 with the stored frame when it is newer than `version`',
    body: nfcFrameLayoutSaveSchema,
    response: nfcFrameSchema,
    offline: true,
  }),
  nfcFrameById: endpoint({
    method: 'GET',
    path: '/api/NFCFrame/:id',
    access: 'signedIn',
    summary: 'One NFC frame with its layout (the editor)',
    params: idParams,
    response: nfcFrameSchema,
  }),
  nfcFrames: endpoint({
    method: 'GET',
    path: '/api/NFCFrame',
    access: 'admin',
    summary: 'Admin list of NFC frames, newest first; 12 a page; Search by name',
    query: adminFrameListQuery,
    response: listOf(nfcFrameSchema),
  }),
  deleteNfcFrame: endpoint({
    method: 'DELETE',
    path: '/api/NFCFrame/:id',
    access: 'signedIn',
    summary: 'Delete an NFC frame (its maker or an Admin) and its image',
    params: idParams,
    response: z.null(),
  }),
  nfcCardDownload: endpoint({
    method: 'POST',
    path: '/api/NFCFrame/Download',
    access: 'signedIn',
    summary:
      "The NFC card drawn with the caller's brand and QR: image/png, or application/pdf 85.6 × 54 mm (a file, not an envelope)",
    body: nfcDownloadSchema,
    // A file answer: the bytes, not an envelope.
    response: z.unknown(),
    transfer: true,
  }),
});
