import { useQueryClient } from '@tanstack/react-query';
import type { ListData } from '../../../../shared/http/envelope';
import { contactsEndpoints as c } from '../../../../shared/whatsapp/contacts-contract';
import type { Contact } from '../../../../shared/whatsapp/contacts';
import { api } from '../../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { areaKey, endpointPrefix } from '../../../lib/queryKeys';

/** Any change to contacts refreshes the whole area (contacts, groups' member counts, pickers). */
function useInvalidateWhatsapp() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('whatsapp') });
}

export const useContact = (id: number | null) =>
  useEndpointQuery(c.contactById, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** Every contact in short, for the group form's picker. */
export const useContactChoices = () => useEndpointQuery(c.contactList);

/** Add when the form has no id, else update (spec 03 §7.2: PUT Update with the id in the body). */
export function useSaveContact() {
  const onSuccess = useInvalidateWhatsapp();
  const create = useEndpointMutation(c.createContact, { onSuccess });
  const update = useEndpointMutation(c.updateContact, { onSuccess });
  return {
    save: (id: number | null, body: Parameters<typeof create.mutateAsync>[0]['body']) =>
      id === null ? create.mutateAsync({ body }) : update.mutateAsync({ body: { ...body, id } }),
  };
}

export const useDeleteContact = () =>
  useEndpointMutation(c.deleteContact, { onSuccess: useInvalidateWhatsapp() });

export const useImportContacts = () =>
  useEndpointMutation(c.importContacts, { onSuccess: useInvalidateWhatsapp() });

type Snapshots = { snapshots: [readonly unknown[], ListData<Contact> | undefined][] };

/**
 * A row's opt-in switch (PUT opt-in/{id}): flips at once in every cached page of the list, flips
 * back when the server refuses, and refreshes the area once settled.
 */
export function useOptInToggle() {
  const client = useQueryClient();
  const listKey = endpointPrefix(c.contacts);
  return useEndpointMutation<typeof c.setContactOptIn, Snapshots>(c.setContactOptIn, {
    onMutate: async ({ params, body }) => {
      await client.cancelQueries({ queryKey: listKey });
      const snapshots = client.getQueriesData<ListData<Contact>>({ queryKey: listKey });
      client.setQueriesData<ListData<Contact>>({ queryKey: listKey }, (d) =>
        d && Array.isArray(d.records)
          ? {
              ...d,
              records: d.records.map((r) => (r.id === Number(params.id) ? { ...r, optIn: body.optIn } : r)),
            }
          : d,
      );
      return { snapshots };
    },
    onError: (_err, _input, context) => {
      for (const [key, data] of context?.snapshots ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: areaKey('whatsapp') }),
  });
}

/** GET Export of the list's current query (xlsx). */
export const exportContacts = (query: Record<string, string | number>) =>
  api.exportList(c.exportContacts, query);
