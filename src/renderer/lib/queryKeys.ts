import { areaOf, type Area } from '../../shared/api';
import type { CallInput, EndpointDef } from '../../shared/http/endpoint';

/**
 * Every cached answer's key starts with its area, as the contracts registry names it (issue 9
 * section 4), so `invalidateQueries({ queryKey: areaKey('users') })` refreshes a whole area.
 */
export const areaKey = (area: Area) => [area] as const;

/** Every cached call of one endpoint, whatever its input (a list's pages, one user's details…). */
export const endpointPrefix = (endpoint: EndpointDef) =>
  [areaOf(endpoint), endpoint.method, endpoint.path] as const;

/** The cache key of one endpoint call: its area, its declaration and its input. */
export const endpointKey = <E extends EndpointDef>(endpoint: E, input?: CallInput<E>) =>
  [...endpointPrefix(endpoint), input ?? {}] as const;
