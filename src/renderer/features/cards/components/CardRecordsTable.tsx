import { Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CARD_MESSAGES as M } from '../../../../shared/cards/schemas';
import type { ListData } from '../../../../shared/http/envelope';
import { ExportButton, type ExportedFile } from '../../../components/DataTable/ExportButton';
import { ListSearch } from '../../../components/DataTable/ListSearch';
import { DateRangeFilter, type DateRangeValue } from '../../../components/DateRangeFilter';
import { useVisitorPage, VisitorTable } from '../../../components/VisitorTable';
import type { CardRecordsQuery } from '../api';

export interface CardRecordsTableProps<R> {
  cardId: number;
  /** The page of records for a query: the visitors or the leads hook. */
  useRecords: (cardId: number, query: CardRecordsQuery) => UseQueryResult<ListData<R>>;
  exportRecords: (cardId: number, query: CardRecordsQuery) => Promise<ExportedFile>;
  columns: ColumnsType<R>;
  /** The list's name in its error title ("The visitors could not be loaded."). */
  noun: string;
  searchPlaceholder?: string;
  /** Above the table, for the same dates (the visits chart). */
  renderAbove?: (dates: Pick<CardRecordsQuery, 'StartDate' | 'EndDate'>) => ReactNode;
}

/**
 * One card's visitors or leads (§2, §7): a date range, an optional search, paging, newest first and
 * the Excel export ("Error occured while downloading. Try again." on failure).
 */
export function CardRecordsTable<R extends { id: number }>({
  cardId,
  useRecords,
  exportRecords,
  columns,
  noun,
  searchPlaceholder,
  renderAbove,
}: CardRecordsTableProps<R>) {
  const [range, setRange] = useState<DateRangeValue>({});
  const [search, setSearch] = useState('');
  const pager = useVisitorPage();
  const { page, toFirstPage } = pager;
  const dates = { StartDate: range.startDate, EndDate: range.endDate };
  const query: CardRecordsQuery = { ...page, ...dates, Search: search || undefined };
  const list = useRecords(cardId, query);
  // Not a number in the address: the page answers 404 rather than "error".
  const missing = cardId === 0;

  return (
    <>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        {searchPlaceholder && (
          <ListSearch
            value={search}
            placeholder={searchPlaceholder}
            onSearch={(text) => {
              setSearch(text);
              toFirstPage();
            }}
          />
        )}
        <DateRangeFilter
          value={range}
          onChange={(r) => {
            setRange(r ?? {});
            toFirstPage();
          }}
        />
        <div style={{ marginInlineStart: 'auto' }}>
          <ExportButton exportFile={() => exportRecords(cardId, query)} failedMessage={M.exportFailed} />
        </div>
      </Flex>
      <VisitorTable<R>
        list={list}
        columns={columns}
        pager={pager}
        notFound={missing ? M.notFound : undefined}
        noun={noun}
        emptyText={M.noData}
        above={renderAbove?.(dates)}
      />
    </>
  );
}
