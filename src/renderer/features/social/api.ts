import { useQueryClient } from '@tanstack/react-query';
import { postsContract as c } from '../../../shared/posts/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey } from '../../lib/queryKeys';

/** §2 Connected Accounts card: a non-User role passes the user's id (admin views). */
export const useSocialAccounts = (userId?: number) =>
  useEndpointQuery(c.socialAccounts, { query: userId ? { id: userId } : {} });

/**
 * Any change to accounts refreshes the whole posts area (the post page's account list too). A list
 * still loading for the first time was asked before the change: it is cancelled and asked again,
 * since invalidating would only wait for that stale answer (a page opened by a sign-in's return
 * loads the accounts while the connect call is under way).
 */
export function useInvalidatePosts() {
  const client = useQueryClient();
  return async () => {
    const queryKey = areaKey('posts');
    await client.cancelQueries({ queryKey });
    await client.invalidateQueries({ queryKey });
  };
}

export const useDeleteSocialAccount = () =>
  useEndpointMutation(c.deleteSocialAccount, { onSuccess: useInvalidatePosts() });
