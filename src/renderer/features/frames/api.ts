import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { framesContract as c } from '../../../shared/frames/contract';
import { FRAME_PAGE_SIZE, type FrameKind } from '../../../shared/frames/rules';
import type { Frame, FrameAssign, NfcDownload } from '../../../shared/frames/schemas';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey } from '../../lib/queryKeys';

/** One page of a frame list as the URL holds it (spec 01 sections 2 and 9: 12 a page, Search). */
export interface FramePageQuery {
  PageNumber: number;
  Search?: string;
}

const pageQuery = ({ PageNumber, Search }: FramePageQuery) => ({
  PageNumber,
  PageSize: FRAME_PAGE_SIZE,
  ...(Search ? { Search } : {}),
});

/**
 * My Frames (`FrameLayout/GetFrames`): the frames a user made or was given, default first; an Admin
 * names the user (`userId`) on the Update User Frames tab. The page shown stays while the next loads.
 */
export const useMyFrames = (query: FramePageQuery, userId?: number, kind?: FrameKind) =>
  useEndpointQuery(
    c.myFrames,
    { query: { ...pageQuery(query), ...(kind ? { kind } : {}), ...(userId ? { userId } : {}) } },
    { placeholderData: keepPreviousData },
  );

/** The admin lists: every standard frame, every NFC frame. */
export const useAdminFrames = (query: FramePageQuery) =>
  useEndpointQuery(c.frames, { query: pageQuery(query) }, { placeholderData: keepPreviousData });
export const useAdminNfcFrames = (query: FramePageQuery) =>
  useEndpointQuery(c.nfcFrames, { query: pageQuery(query) }, { placeholderData: keepPreviousData });

/** One frame for its editor. */
export const useFrame = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.frameById, { params: { id } }, options);
export const useNfcFrame = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.nfcFrameById, { params: { id } }, options);

/**
 * The brand frames are drawn with (spec 01 section 3): the signed-in user's, or `userId`'s for an
 * Admin, as the server's drawing sees it (address lines joined, the QR's target). Read from the
 * download list, which answers it beside the user's frames.
 */
export function useFrameBrand(userId?: number, options?: { enabled?: boolean }) {
  const list = useEndpointQuery(c.frameDownloadList, { query: userId ? { userId } : {} }, options);
  return { brand: list.data?.brand, isPending: list.isPending, error: list.error };
}

/** The brand of each user a frame is assigned to: the admin editor's side preview (spec 01 section 2). */
export const useAssignedBrands = (frameId: number | null) =>
  useEndpointQuery(
    c.usersBrandInformations,
    { query: { frameId: frameId ?? 0 } },
    { enabled: frameId !== null && frameId > 0 },
  );

/** Any change refreshes the whole frames area: lists, defaults and previews follow from it. */
export function useInvalidateFrames() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('frames') });
}

/** The calls of Save Frame (spec 01 section 4); the editor invalidates once at the end. */
export function useFrameSaveCalls() {
  return {
    uploadImage: useEndpointMutation(c.uploadFrameImage),
    uploadNfcImage: useEndpointMutation(c.uploadNfcFrameImage),
    saveLayout: useEndpointMutation(c.saveFrameLayout),
    saveNfcLayout: useEndpointMutation(c.saveNfcFrameLayout),
    assign: useEndpointMutation(c.assignFrame),
  };
}

export const useAssignFrame = () => useEndpointMutation(c.assignFrame, { onSuccess: useInvalidateFrames() });

export const useSetDefaultFrame = () =>
  useEndpointMutation(c.setDefaultFrame, { onSuccess: useInvalidateFrames() });

export const useDeleteNfcFrame = () =>
  useEndpointMutation(c.deleteNfcFrame, { onSuccess: useInvalidateFrames() });

/** The NFC card as a file (PNG, or a card-size PDF): the bytes the server drew. */
export const downloadNfcCard = (body: NfcDownload) => api.download(c.nfcCardDownload, { body });

export type { FrameAssign };

/** The stored frame as it is now (after a conflict: the version saved elsewhere). */
export async function fetchFrame(kind: FrameKind, id: number): Promise<Frame> {
  const { data } =
    kind === 'nfc'
      ? await api.call(c.nfcFrameById, { params: { id } })
      : await api.call(c.frameById, { params: { id } });
  return data;
}
