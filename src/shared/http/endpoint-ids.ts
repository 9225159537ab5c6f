import type { EndpointDef } from './endpoint';

/**
 * Each endpoint's area and id (`area.name`), recorded when its contract module loads (`areaContract`).
 * The renderer reads them without importing every contract (src/shared/api.ts), so the login screen
 * carries only the contracts it uses; the server and the desktop import the registry, which loads them all.
 */
const areaByEndpoint = new WeakMap<EndpointDef, string>();
const idByEndpoint = new WeakMap<EndpointDef, string>();
const endpointById = new Map<string, EndpointDef>();

/** Declares an area's contract: its endpoints, each stamped with the area and its name. */
export function areaContract<const C extends Record<string, EndpointDef>>(area: string, endpoints: C): C {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const id = `${area}.${name}`;
    areaByEndpoint.set(endpoint, area);
    idByEndpoint.set(endpoint, id);
    endpointById.set(id, endpoint);
  }
  return endpoints;
}

export const areaNameOf = (endpoint: EndpointDef): string | undefined => areaByEndpoint.get(endpoint);

/**
 * `area.name` of a declared endpoint. A call travels with this id, and whoever handles it (the
 * desktop gateway, the browser transport) reads the endpoint's properties from the contract, never
 * from flags the caller sends (issue 10).
 */
export const endpointIdOf = (endpoint: EndpointDef): string | undefined => idByEndpoint.get(endpoint);

/** The endpoint of an id, once its contract has loaded. */
export const endpointOfId = (id: string | undefined): EndpointDef | undefined =>
  id === undefined ? undefined : endpointById.get(id);
