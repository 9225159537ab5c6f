import { useQueryClient } from '@tanstack/react-query';
import { templatesEndpoints as t } from '../../../../shared/whatsapp/templates-contract';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { areaKey } from '../../../lib/queryKeys';

/** A template's change refreshes the whole area (the campaign form's template list too). */
function useInvalidateWhatsapp() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('whatsapp') });
}

export const useTemplate = (id: number | null) =>
  useEndpointQuery(t.templateById, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** templateList: the approved templates a campaign may send. */
export const useApprovedTemplates = () => useEndpointQuery(t.templateList);

export const useRegisterTemplate = () =>
  useEndpointMutation(t.registerTemplate, { onSuccess: useInvalidateWhatsapp() });

export const useUploadSample = () => useEndpointMutation(t.uploadTemplateSample);

export const useSyncTemplates = () => {
  const onSuccess = useInvalidateWhatsapp();
  // GET sync_templates changes the list: it is called as a mutation, on the button.
  return useEndpointMutation(t.syncTemplates, { onSuccess });
};
