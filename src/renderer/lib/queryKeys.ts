import type { Area } from '../../shared/api';
import { areaNameOf } from '../../shared/http/endpoint-ids';
import type { CallInput, EndpointDef } from '../../shared/http/endpoint';

/**
 * Every cached answer's key starts with its area, as the contracts registry names it (issue 9
 * section 4), so `invalidateQueries({ queryKey: areaKey('users') })` refreshes a whole area.
 */
export const areaKey = (area: Area) => [area] as const;

/** Every cached call of one endpoint, whatever its input (a list's pages, one user's details…). */
export const endpointPrefix = (endpoint: EndpointDef) =>
  [areaOf(endpoint), endpoint.method, endpoint.path] as const;

/** The area an endpoint's contract declared (the renderer does not load the whole registry). */
function areaOf(endpoint: EndpointDef): Area {
  const area = areaNameOf(endpoint);
  if (!area) throw new Error(`${endpoint.method} ${endpoint.path} is not declared by an area contract`);
  return area as Area;
}

/** The cache key of one endpoint call: its area, its declaration and its input. */
export const endpointKey = <E extends EndpointDef>(endpoint: E, input?: CallInput<E>) =>
  [...endpointPrefix(endpoint), input ?? {}] as const;
