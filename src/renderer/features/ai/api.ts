import { aiContract } from '../../../shared/ai/contract';
import { useEndpointMutation } from '../../lib/query';

/** Generations are mutations: each one is a new answer (and counts against the hourly limit). */
export const useSuggestKeywords = () => useEndpointMutation(aiContract.keywords);
export const useWriteDescription = () => useEndpointMutation(aiContract.description);
