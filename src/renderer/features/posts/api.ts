import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { postsContract as c } from '../../../shared/posts/contract';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey } from '../../lib/queryKeys';

/** My Posts as the URL holds it (spec 01 §2 list query parameters; 12 a page). */
export interface PostsPageQuery {
  PageNumber: number;
  Search?: string;
  platform?: string;
  status?: 'PENDING' | 'SUCCESS' | 'FAILED' | 'PARTIAL' | 'CANCELLED';
  StartDate?: string;
  EndDate?: string;
}

export const POSTS_PAGE_SIZE = 12;

export const usePosts = (q: PostsPageQuery) =>
  useEndpointQuery(
    c.posts,
    {
      query: {
        pagesize: POSTS_PAGE_SIZE,
        SortColumn: 'createdDate',
        SortType: 'Desc',
        ...q,
      },
    },
    { placeholderData: keepPreviousData },
  );

export const usePost = (id: number) => useEndpointQuery(c.postById, { params: { id } }, { enabled: id > 0 });

export const useCalendar = (start: string, end: string) =>
  useEndpointQuery(c.calendar, { query: { start, end } }, { placeholderData: keepPreviousData });

export const useDrafts = () => useEndpointQuery(c.drafts);

/** Any change refreshes the posts area: lists, the calendar, details, drafts. */
export function useInvalidatePosts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('posts') });
}

export const useCreatePost = () => useEndpointMutation(c.createPost, { onSuccess: useInvalidatePosts() });
export const useDeletePostTarget = () =>
  useEndpointMutation(c.deletePostTarget, { onSuccess: useInvalidatePosts() });
export const useRepost = () => useEndpointMutation(c.repost, { onSuccess: useInvalidatePosts() });
export const useReschedule = () => useEndpointMutation(c.reschedule, { onSuccess: useInvalidatePosts() });
export const useBulkSchedule = () => useEndpointMutation(c.bulkSchedule);
export const useSaveDraft = () => useEndpointMutation(c.saveDraft);
export const useDeleteDraft = () => useEndpointMutation(c.deleteDraft, { onSuccess: useInvalidatePosts() });

/** Stores one picked file (form data, streamed: issue 22): the address and the facts the server measured. */
export const uploadPostMedia = (fileName: string, data: Blob) =>
  api.call(c.uploadPostMedia, { files: { file: { name: fileName, data } } }).then((r) => r.data);
