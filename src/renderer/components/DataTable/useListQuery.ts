import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyListChange,
  listQueryFromSearch,
  searchFromListQuery,
  toApiListQuery,
  type ListChange,
  type ListQueryConfig,
} from './listQuery';

/**
 * A list's state held in the URL query, so that a reload, a shared link or Back shows the same page
 * (spec 00 section 2, list query parameters). For pages that lay out their own list; DataTable uses it.
 */
export function useListQuery<F extends string = string>(config: ListQueryConfig<F> = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Callers write the config inline; its content, not its identity, decides when the query changes.
  const configKey = JSON.stringify(config);
  const stableConfig = useMemo(() => JSON.parse(configKey) as ListQueryConfig<F>, [configKey]);

  const query = useMemo(() => listQueryFromSearch(searchParams, stableConfig), [searchParams, stableConfig]);
  const apiQuery = useMemo(() => toApiListQuery(query, stableConfig), [query, stableConfig]);

  const change = useCallback(
    (next: ListChange<F>) =>
      // Replace, not push: typing a search or turning pages should not fill the Back button's history.
      setSearchParams(
        (prev) =>
          searchFromListQuery(
            applyListChange(listQueryFromSearch(prev, stableConfig), next),
            stableConfig,
            prev,
          ),
        { replace: true },
      ),
    [setSearchParams, stableConfig],
  );

  return { query, apiQuery, change };
}
