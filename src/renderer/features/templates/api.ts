import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { templatesContract as c } from '../../../shared/templates/contract';
import type { PreviewBody, TemplatePackage } from '../../../shared/templates/schemas';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey, endpointKey, endpointPrefix } from '../../lib/queryKeys';
import { useListStatusToggle } from '../../lib/useListStatusToggle';

/** One template, for its edit page. */
export const useTemplate = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.templateById, { params: { id } }, options);

/** The signed-in User's templates, the default first (Post home). */
export const useMyTemplates = () => useEndpointQuery(c.myTemplates);

/** Any change refreshes the whole area: the list, the order, the drawings. */
function useInvalidateTemplates() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: areaKey('templates') });
}

export function useSaveTemplate() {
  const invalidate = useInvalidateTemplates();
  const create = useEndpointMutation(c.createTemplate, { onSuccess: invalidate });
  const update = useEndpointMutation(c.updateTemplate, { onSuccess: invalidate });
  return { create, update };
}

/** The list's active switch: flips at once, back when the server refuses. */
export const useTemplateStatus = () =>
  useListStatusToggle(c.templateStatus, endpointPrefix(c.templates), useInvalidateTemplates());

export const useDeleteTemplate = () =>
  useEndpointMutation(c.deleteTemplate, { onSuccess: useInvalidateTemplates() });

/**
 * Sends a chosen zip to POST Template/Package: the server checks it (422 listing each problem,
 * nothing stored) and answers the stored package's id and files.
 */
export async function uploadTemplatePackage(file: File): Promise<TemplatePackage> {
  const { data } = await api.call(c.uploadTemplatePackage, {
    files: { file: { name: file.name, data: file } },
  });
  return data;
}

/** A stored package drawn with the sample brand and the form's colours and fonts (PNG bytes). */
export const usePackagePreview = (body: PreviewBody | null) =>
  useQuery({
    queryKey: endpointKey(c.previewTemplate, body ? { body } : undefined),
    queryFn: async () => (await api.download(c.previewTemplate, { body: body! })).bytes,
    enabled: body !== null,
    staleTime: Infinity,
    retry: false,
  });

/**
 * A template drawn with the viewer's brand (an Admin may name a user), as PNG bytes. `version`
 * (the template's updatedDate) makes a changed template draw anew.
 */
export const useTemplatePng = (id: number, width: number, version?: string, userId?: number) =>
  useQuery({
    queryKey: [...endpointKey(c.renderTemplate, { params: { id }, query: { width, userId } }), version ?? ''],
    queryFn: async () =>
      (await api.download(c.renderTemplate, { params: { id }, query: { width, userId } })).bytes,
    staleTime: 5 * 60_000,
  });

/** An object URL for PNG bytes, revoked when they change or the component goes. */
export function usePngUrl(bytes: Uint8Array | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!bytes) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [bytes]);
  return url;
}

/** Downloads a drawing as `<name>.png`. */
export async function downloadTemplatePng(id: number, width: number) {
  return api.download(c.renderTemplate, { params: { id }, query: { width } });
}
