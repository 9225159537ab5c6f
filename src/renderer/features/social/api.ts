import { useQueryClient } from '@tanstack/react-query';
import { postsContract as c } from '../../../shared/posts/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey } from '../../lib/queryKeys';

/** §2 Connected Accounts card: a non-User role passes the user's id (admin views). */
export const useSocialAccounts = (userId?: number) =>
  useEndpointQuery(c.socialAccounts, { query: userId ? { id: userId } : {} });

/** Any change to accounts refreshes the whole posts area (the post page's account list too). */
export function useInvalidatePosts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('posts') });
}

export const useDeleteSocialAccount = () =>
  useEndpointMutation(c.deleteSocialAccount, { onSuccess: useInvalidatePosts() });
