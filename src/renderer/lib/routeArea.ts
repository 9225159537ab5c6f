/** The `:name` parameters of a route pattern ('category/:id/edit' → 'id'). */
export type RouteParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValues<P extends string> = Record<RouteParamNames<P>, string | number>;
/** A pattern ending in `/*` (the rest of the address is the page's own) takes it as `rest`. */
type RestValue<P extends string> = P extends `${string}/*` ? { rest?: string } : {};

/** What building an address needs: nothing for a plain page, its parameters for a pattern. */
export type RouteArgs<P extends string> = [RouteParamNames<P>] extends [never]
  ? P extends `${string}/*`
    ? [values?: RestValue<P>]
    : []
  : [values: ParamValues<P> & RestValue<P>];

/**
 * One route area of spec 00 section 2 (/admin/{page}, /post/{page}, …), its pages declared once.
 * `route(page)` is the router's path of a declared page (features mount their pages with it);
 * `path(page, values)` builds its address, parameters URI-encoded, so that nothing spells a path by
 * hand and a page that is not declared does not compile.
 */
export function routeArea<const Base extends string, const Pages extends readonly string[]>(
  base: Base,
  pages: Pages,
) {
  type Page = Pages[number];
  return {
    base: `/${base}` as const,
    pages,
    route: <P extends Page>(page: P): P => page,
    path: <P extends Page>(page: P, ...[values]: RouteArgs<P>): string => {
      const given = (values ?? {}) as Record<string, string | number | undefined>;
      const filled = page
        .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
          const value = given[name];
          if (value === undefined || value === '')
            throw new Error(`Missing route parameter ${name} of ${page}`);
          return encodeURIComponent(String(value));
        })
        .replace(/\/\*$/, given.rest ? `/${given.rest}` : '');
      return `/${base}/${filled}`;
    },
  };
}
