import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { z } from 'zod';
import { DataTable } from '../../../components/DataTable';
import type { ListEndpoint, ListFilterName, SortColumnOf } from '../../../components/DataTable/listEndpoint';
import { FilterSelects, type FilterSpec } from '../../../components/FilterSelect';

/**
 * A log list (AI Logs, Cron Logs): newest first by `sortColumn`, searched by `search` (the box's
 * label and placeholder), filtered by `filters` and by date and time.
 */
export function LogTable<Q extends z.ZodType, R extends { id: number }>({
  endpoint,
  columns,
  sortColumn,
  search,
  filters,
}: {
  endpoint: ListEndpoint<Q, R>;
  columns: ColumnsType<NoInfer<R>>;
  sortColumn: SortColumnOf<Q>;
  search: string;
  filters: FilterSpec<ListFilterName<Q>>[];
}) {
  return (
    <Card>
      <DataTable
        endpoint={endpoint}
        rowKey="id"
        columns={columns}
        query={{
          SortColumn: sortColumn,
          SortType: 'Desc',
          filters: filters.map((f) => f.name),
          dateTimes: true,
        }}
        search={{ label: search, placeholder: search }}
        renderFilters={(ctx) => <FilterSelects {...ctx} filters={filters} />}
      />
    </Card>
  );
}
