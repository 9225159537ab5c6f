import { aiContract } from '../../../shared/ai/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';

/** Generations are mutations: each one is a new answer (and counts against the hourly limit). */
export const useSuggestKeywords = () => useEndpointMutation(aiContract.keywords);
export const useWriteDescription = () => useEndpointMutation(aiContract.description);

/**
 * Whether AI writing is set up (issue 23): read when a screen with AI buttons opens, so they say why
 * they cannot work before they are pressed. Fresh on each visit: an Admin may have just set it up.
 */
export const useAiStatus = () => useEndpointQuery(aiContract.status, undefined, { staleTime: 0 });
