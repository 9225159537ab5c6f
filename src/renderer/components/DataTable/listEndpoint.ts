import type { z } from 'zod';
import type { EndpointDef } from '../../../shared/http/endpoint';
import type { ListData } from '../../../shared/http/envelope';
import type { ApiListQuery, OwnedParam } from './listQuery';

/**
 * A contract endpoint that answers one page of a list for the spec's list query (shared/http/list.ts
 * `listQuery`): `Q` is its query schema, `R` a row.
 */
export interface ListEndpoint<
  Q extends z.ZodType = z.ZodType,
  R extends object = object,
> extends EndpointDef {
  method: 'GET';
  query: Q;
  response: z.ZodType<ListData<R>>;
}

/** The list's own filters: every parameter of its query schema but the ones all lists share. */
export type ListFilterName<Q extends z.ZodType> = Exclude<keyof z.input<Q>, OwnedParam> & string;

/** The columns the list's query schema lets it sort by. */
export type SortColumnOf<Q extends z.ZodType> =
  z.input<Q> extends { SortColumn?: infer S } ? Extract<S, string> : never;

/**
 * The query without the values its schema refuses, so that a hand-edited or outdated link still opens
 * the list (with those filters left out) instead of an error.
 */
export function acceptedQuery(schema: z.ZodType, query: ApiListQuery): ApiListQuery {
  const result = schema.safeParse(query);
  if (result.success) return query;
  const refused = new Set(result.error.issues.filter((i) => i.path.length).map((i) => String(i.path[0])));
  return Object.fromEntries(Object.entries(query).filter(([name]) => !refused.has(name)));
}
