import { Card, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { CardLead, CardVisitor } from '../../../../shared/cards/schemas';
import { PAGE_SIZES } from '../../../../shared/http/list';
import { VisitorPageHeading } from '../../../components/VisitorPageHeading';
import { adminPath, cardPath } from '../../../lib/paths';
import {
  exportCardLeads,
  exportCardVisitors,
  useCard,
  useCardLeads,
  useCardVisitors,
  type CardRecordsQuery,
} from '../api';
import { cardIdFrom } from '../cardLinks';
import { CardRecordsTable } from '../components/CardRecordsTable';
import { VisitsChart } from '../components/VisitsChart';
import { visitsPerDay } from '../visitsPerDay';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

/** The chart counts the newest visits of the range, at most the largest page the list serves. */
const CHART_SAMPLE = PAGE_SIZES[PAGE_SIZES.length - 1];

// §2 "It has sorting": each column the server sorts on (its SortColumn is the column's key).
const date = sortedDateTimeColumn('Date', 'date');

const visitorColumns: ColumnsType<CardVisitor> = [
  { title: 'IP Address', dataIndex: 'ip', key: 'ip', sorter: true },
  { title: 'Browser', dataIndex: 'browser', key: 'browser', sorter: true },
  { title: 'Operating System', dataIndex: 'operatingSystem', key: 'operatingSystem', sorter: true },
  { title: 'Source', dataIndex: 'type', key: 'type', sorter: true },
  date,
];

const leadColumns: ColumnsType<CardLead> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', sorter: true },
  { title: 'E-mail', dataIndex: 'email', key: 'email', sorter: true },
  { title: 'Message', dataIndex: 'message', key: 'message', width: 360 },
  date,
];

/** Visits per day over the chosen dates, from the newest visits of that range. */
function CardVisitsChart({
  id,
  dates,
}: {
  id: number;
  dates: Pick<CardRecordsQuery, 'StartDate' | 'EndDate'>;
}) {
  const sample = useCardVisitors(id, { PageNumber: 1, pagesize: CHART_SAMPLE, ...dates });
  const days = useMemo(() => visitsPerDay((sample.data?.records ?? []).map((v) => v.date)), [sample.data]);
  const total = sample.data?.total_Record_Count ?? 0;
  const caption =
    total > CHART_SAMPLE ? `Visits per day (the newest ${CHART_SAMPLE} of ${total})` : 'Visits per day';
  return <VisitsChart days={days} caption={caption} />;
}

/**
 * A card's visitors (§2, §7: IP Address, Browser, Operating System, Source, Date, with a visits-per-day
 * chart) and, on a second tab, the leads its hosted page's "Share your details" form collected.
 */
function CardVisitors({ backTo }: { backTo: string }) {
  const id = cardIdFrom(useParams().cardId) ?? 0;
  const card = useCard(id, { enabled: id > 0 });
  return (
    <>
      <VisitorPageHeading title="Card Visitors" subtitle={card.data?.cardName} backTo={backTo} />
      <Card>
        <Tabs
          items={[
            {
              key: 'visitors',
              label: 'Visitors',
              children: (
                <CardRecordsTable<CardVisitor>
                  cardId={id}
                  useRecords={useCardVisitors}
                  exportRecords={exportCardVisitors}
                  columns={visitorColumns}
                  noun="visitors"
                  renderAbove={(dates) => <CardVisitsChart id={id} dates={dates} />}
                />
              ),
            },
            {
              key: 'leads',
              label: 'Leads',
              children: (
                <CardRecordsTable<CardLead>
                  cardId={id}
                  useRecords={useCardLeads}
                  exportRecords={exportCardLeads}
                  columns={leadColumns}
                  noun="leads"
                  searchPlaceholder="Search name, phone or e-mail"
                />
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

/** card/analytics/{cardId} */
export const CardVisitorsPage = () => <CardVisitors backTo={cardPath('my-cards')} />;

/** admin/manage/card/analytics/{cardId} */
export const ManageCardVisitorsPage = () => <CardVisitors backTo={adminPath('manage/card')} />;
