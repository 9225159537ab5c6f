import { billingContract } from '../../../shared/billing/contract';
import { importsContract } from '../../../shared/imports/contract';
import { usersContract } from '../../../shared/users/contract';
import type { CroppedImage } from '../../components/ImageCropUpload';
import { uploadCroppedImage } from '../../components/ImageCropUpload/uploadCropped';
import { api } from '../../lib/api';
import { useEndpointQuery } from '../../lib/query';
import type { ImportChunk } from './importRows';

/** Plan: the active subscription packages. */
export const usePlanOptions = () =>
  useEndpointQuery(billingContract.activePackages, undefined, { staleTime: 5 * 60_000 });

/**
 * Reference By: every staff account (spec 03 §9 asks for StatusId 4 with IsExport, i.e. all of them,
 * not a first page), by company name.
 */
export const useReferenceOptions = () => useEndpointQuery(usersContract.staffList);

/** Stores the cropped default logo and answers its address. */
export const uploadLogo = (image: CroppedImage) => uploadCroppedImage(image);

export interface ImportOptions {
  ReferenceId?: number;
  plan?: number;
  defaultLogo: string;
}

/** One request of the import (at most MAX_IMPORT_ROWS rows). */
export async function importChunk(options: ImportOptions, chunk: ImportChunk) {
  const { data } = await api.call(importsContract.importUsers, {
    body: {
      ReferenceId: options.ReferenceId ?? null,
      plan: options.plan ?? null,
      defaultLogo: options.defaultLogo,
      users: chunk.users,
      seenBefore: chunk.seenBefore.length ? chunk.seenBefore : undefined,
    },
  });
  return data;
}
