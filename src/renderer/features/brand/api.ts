import { useQueryClient } from '@tanstack/react-query';
import { brandContract } from '../../../shared/brand/contract';
import type { Brand } from '../../../shared/brand/schemas';
import type { CroppedImage } from '../../components/ImageCropUpload';
import { uploadCroppedImage } from '../../components/ImageCropUpload/uploadCropped';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey, endpointKey } from '../../lib/queryKeys';
import { meQueryKey } from '../account';

/** `userId` only when an Admin works on another user's pages (spec 01 section 6). */
const userQuery = (userId?: number) => (userId ? { userId } : {});

/** The brand of the signed-in user, or of `userId` for an Admin. */
export const useBrand = (userId?: number) =>
  useEndpointQuery(brandContract.brand, { query: userQuery(userId) });

export const useBusinessCategories = (userId?: number) =>
  useEndpointQuery(brandContract.businessCategories, { query: userQuery(userId) });

/**
 * After a save: the whole brand area (onboarding progress follows the brand), and the signed-in
 * user's own details, whose brand fields name the company in the header.
 */
function useInvalidateBrand() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: areaKey('brand') });
    void client.invalidateQueries({ queryKey: meQueryKey });
  };
}

/** The saved brand shows at once (the answer is the whole brand), then the area refreshes. */
function useBrandSaved() {
  const client = useQueryClient();
  const invalidate = useInvalidateBrand();
  return (result: { data: Brand }, input: { query?: { userId?: unknown } }) => {
    const userId = typeof input.query?.userId === 'number' ? input.query.userId : undefined;
    client.setQueryData(endpointKey(brandContract.brand, { query: userQuery(userId) }), result.data);
    invalidate();
  };
}

export function useSaveCompany() {
  return useEndpointMutation(brandContract.saveCompany, { onSuccess: useBrandSaved() });
}

export function useSaveBilling() {
  return useEndpointMutation(brandContract.saveBilling, { onSuccess: useBrandSaved() });
}

export function useSaveBusinessDetails() {
  return useEndpointMutation(brandContract.saveBusinessDetails, { onSuccess: useBrandSaved() });
}

/**
 * The calls of a category edit. Not invalidated per call: the editor sends several and refreshes
 * once at the end (`refresh`), so the list never flickers between them.
 */
export function useCategoryCalls(userId?: number) {
  const client = useQueryClient();
  const create = useEndpointMutation(brandContract.createBusinessCategory);
  const update = useEndpointMutation(brandContract.updateBusinessCategory);
  const remove = useEndpointMutation(brandContract.deleteBusinessCategory);
  return {
    create: (body: Parameters<typeof create.mutateAsync>[0]['body']) =>
      create.mutateAsync({ query: userQuery(userId), body }),
    update: (id: number, body: Parameters<typeof update.mutateAsync>[0]['body']) =>
      update.mutateAsync({ params: { id }, body }),
    remove: (id: number) => remove.mutateAsync({ params: { id } }),
    refresh: () => client.invalidateQueries({ queryKey: areaKey('brand') }),
  };
}

/** Stores a cropped logo (spec 01 section 7, Files) and answers its address. */
export const uploadImage = (image: CroppedImage) => uploadCroppedImage(image);
