import { useQueryClient } from '@tanstack/react-query';
import { webTemplatesContract as c } from '../../../shared/web-templates/contract';
import type { CroppedImage } from '../../components/ImageCropUpload';
import { uploadCroppedImage } from '../../components/ImageCropUpload/uploadCropped';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey } from '../../lib/queryKeys';

/**
 * The most templates one request answers. The list is an Admin's small set of designs, shown as
 * one grid; past this many the grid pages.
 */
export const WEB_TEMPLATES_PER_PAGE = 100;

/** One page of the grid: the default first, then by name (the server's order). */
export const useWebTemplates = (page = 1) =>
  useEndpointQuery(c.webTemplates, { query: { PageNumber: page, pagesize: WEB_TEMPLATES_PER_PAGE } });

export const useWebTemplate = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.webTemplateById, { params: { id } }, options);

/** Any change refreshes the whole area (the list's order and default follow from it). */
function useInvalidateWebTemplates() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: areaKey('webTemplates') });
}

export function useSaveWebTemplate() {
  const invalidate = useInvalidateWebTemplates();
  const create = useEndpointMutation(c.createWebTemplate, { onSuccess: invalidate });
  const update = useEndpointMutation(c.updateWebTemplate, { onSuccess: invalidate });
  return { create, update };
}

export const useSetDefaultWebTemplate = () =>
  useEndpointMutation(c.setDefaultWebTemplate, { onSuccess: useInvalidateWebTemplates() });

export const useDeleteWebTemplate = () =>
  useEndpointMutation(c.deleteWebTemplate, { onSuccess: useInvalidateWebTemplates() });

/**
 * Stores a cropped cover through the Files upload as a website asset (`isWeb`, spec 01 section 7),
 * so it is public from the start: the sites built on the template show it. Answers its address.
 */
export const uploadCover = (image: CroppedImage) => uploadCroppedImage(image, { isWeb: true });
