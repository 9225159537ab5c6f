import { Card, Empty, Flex, Pagination, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { FRAME_PAGE_SIZE } from '../../../../shared/frames/rules';
import type { Frame } from '../../../../shared/frames/schemas';
import type { FrameSvgBrand } from '../../../../shared/frames/svg';
import { ListSearch } from '../../../components/DataTable/ListSearch';
import { CardGrid } from '../../../components/CardGrid';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { useUrlPage } from '../../../components/urlPage';
import { useActiveFonts } from '../../catalog';
import type { FramePageQuery } from '../api';
import { FrameCard, type FrameCardActions } from './FrameCard';
import { useFontFamilies } from './frameFonts';

/**
 * A frame list's page and search, held in the URL (PageNumber, Search) so that a reload or Back
 * shows the same page (spec 01 section 2: list pages take a PageNumber query).
 */
export function useFramePageQuery() {
  const { page, update } = useUrlPage({ replace: true });
  const query: FramePageQuery = { PageNumber: page.PageNumber, Search: page.Search };
  const change = (next: Partial<FramePageQuery>) => {
    const merged = { ...query, ...next };
    // A new search starts at page 1.
    if (next.Search !== undefined && next.Search !== query.Search) merged.PageNumber = 1;
    update({ PageNumber: merged.PageNumber > 1 ? merged.PageNumber : undefined, Search: merged.Search });
  };
  return { query, change };
}

interface ListState {
  data?: { records: Frame[]; total_Record_Count: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface FrameListProps {
  label: string;
  list: ListState;
  query: FramePageQuery;
  onChange: (next: Partial<FramePageQuery>) => void;
  /** The brand the cards are drawn with; undefined while it loads. */
  brand: FrameSvgBrand | undefined;
  actions: FrameCardActions;
  /** Said when the list is empty without a search, e.g. where frames come from. */
  emptyText: string;
  searchPlaceholder?: string;
}

function SkeletonCard() {
  const { token } = theme.useToken();
  return (
    <Card
      aria-hidden
      cover={<div style={{ aspectRatio: '1', background: token.colorFillSecondary }} />}
      styles={{ body: { padding: '12px 16px' } }}
    >
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
    </Card>
  );
}

/**
 * A frames grid (spec 01 sections 2 and 9): search (450 ms after typing stops), 12 frames a page,
 * each drawn with the brand; loading, empty and error states.
 */
export function FrameList({
  label,
  list,
  query,
  onChange,
  brand,
  actions,
  emptyText,
  searchPlaceholder = 'Search frames',
}: FrameListProps) {
  const fonts = useActiveFonts();
  const families = useFontFamilies(fonts.data);
  const records = list.data?.records ?? [];
  const total = list.data?.total_Record_Count ?? 0;

  let body: ReactNode;
  if (list.isError && !list.data)
    body = <LoadFailedCard query={list} fallback="The frames could not be loaded." />;
  else if (list.isPending || !brand)
    body = (
      <CardGrid label={label} minWidth={220} busy>
        {[1, 2, 3, 4].map((n) => (
          <li key={n}>
            <SkeletonCard />
          </li>
        ))}
      </CardGrid>
    );
  else if (records.length === 0)
    body = (
      <Card>
        <Empty description={query.Search ? `No frames match "${query.Search}".` : emptyText} />
      </Card>
    );
  else
    body = (
      <CardGrid label={label} minWidth={220}>
        {records.map((frame) => (
          <li key={`${frame.kind}-${frame.id}`}>
            <FrameCard frame={frame} brand={brand} fonts={families} actions={actions} />
          </li>
        ))}
      </CardGrid>
    );

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <ListSearch
          value={query.Search ?? ''}
          onSearch={(Search) => onChange({ Search })}
          label={searchPlaceholder}
          placeholder={searchPlaceholder}
        />
      </Flex>
      {body}
      {total > FRAME_PAGE_SIZE && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pagination
            current={query.PageNumber}
            pageSize={FRAME_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(PageNumber) => onChange({ PageNumber })}
          />
        </Flex>
      )}
    </>
  );
}
