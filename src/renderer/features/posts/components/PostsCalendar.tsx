import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Modal, Segmented, Spin, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { platformName } from '../../../../shared/social/platforms';
import { POST_MESSAGES } from '../../../../shared/posts/schemas';
import type { z } from 'zod';
import type { calendarEntrySchema } from '../../../../shared/posts/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { DISPLAY_DATE_TIME } from '../../../components/format/dates';
import { PlatformIcon } from '../../social';
import { useCalendar, useReschedule } from '../api';
import { postDetailPath } from '../paths';
import { StatusTag, statusColor } from './StatusTag';

type Entry = z.infer<typeof calendarEntrySchema>;
type Mode = 'month' | 'week';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const DRAG_TYPE = 'application/x-post-target';

/** The days the view shows: whole weeks around the month, or one week. */
function rangeOf(mode: Mode, anchor: Dayjs): { start: Dayjs; end: Dayjs; days: Dayjs[] } {
  const start = mode === 'month' ? anchor.startOf('month').startOf('week') : anchor.startOf('week');
  const end = mode === 'month' ? anchor.endOf('month').endOf('week') : anchor.endOf('week');
  const days: Dayjs[] = [];
  for (let d = start; d.isBefore(end); d = d.add(1, 'day')) days.push(d);
  return { start, end, days };
}

/**
 * The calendar of My Posts (issue 13, beyond the spec): each account's post on its day (month) or
 * hour (week); a pending one is dragged to another day or slot, or opened to pick a new time.
 */
export function PostsCalendar() {
  const { token } = theme.useToken();
  const [mode, setMode] = useState<Mode>('month');
  const [anchor, setAnchor] = useState(() => dayjs());
  const [open, setOpen] = useState<Entry | null>(null);
  const [moveTo, setMoveTo] = useState<Dayjs | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const { start, end, days } = rangeOf(mode, anchor);
  const calendar = useCalendar(start.toISOString(), end.toISOString());
  const reschedule = useReschedule();
  const entries = calendar.data ?? [];

  const move = async (targetId: number, to: Dayjs) => {
    if (!to.isAfter(dayjs())) {
      toastError(POST_MESSAGES.pastTime);
      return false;
    }
    try {
      const res = await reschedule.mutateAsync({
        params: { id: targetId },
        body: { dueAt: to.toISOString() },
      });
      toastSuccess(res.message ?? POST_MESSAGES.rescheduled);
      return true;
    } catch (err) {
      toastError(err);
      return false;
    }
  };

  const dropOn = (slot: Dayjs, keepHour: boolean) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    const entry = entries.find((x) => x.targetId === id);
    if (!entry) return;
    const due = dayjs(entry.dueAt);
    const to = keepHour ? slot.hour(due.hour()).minute(due.minute()) : slot.minute(due.minute());
    if (to.isSame(due, 'minute')) return;
    void move(id, to.second(0).millisecond(0));
  };
  const dragOver = (key: string) => (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    if (over !== key) setOver(key);
  };

  const chip = (x: Entry) => {
    const pending = x.status === 'PENDING';
    return (
      <button
        key={x.targetId}
        type="button"
        draggable={pending}
        onDragStart={(e) => {
          e.dataTransfer.setData(DRAG_TYPE, String(x.targetId));
          e.dataTransfer.effectAllowed = 'move';
        }}
        onClick={() => {
          setOpen(x);
          setMoveTo(dayjs(x.dueAt));
        }}
        title={`${platformName(x.platformId)} · ${x.accountName} · ${x.status}${pending ? ' (drag to move)' : ''}`}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          width: '100%',
          padding: '1px 4px',
          marginBottom: 2,
          border: 'none',
          borderLeft: `3px solid ${statusColor(x.status)}`,
          borderRadius: 4,
          background: token.colorFillTertiary,
          color: token.colorText,
          fontSize: 12,
          textAlign: 'left',
          cursor: pending ? 'grab' : 'pointer',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        <PlatformIcon platformId={x.platformId} size={12} decorative />
        <span>{dayjs(x.dueAt).format('hh:mm A')}</span>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{x.caption || x.accountName}</span>
      </button>
    );
  };

  const cellStyle = (key: string, dim: boolean, today: boolean) => ({
    minHeight: mode === 'month' ? 96 : 40,
    padding: 4,
    borderTop: `1px solid ${token.colorBorderSecondary}`,
    borderLeft: `1px solid ${token.colorBorderSecondary}`,
    background: over === key ? token.colorPrimaryBg : today ? token.colorInfoBg : undefined,
    opacity: dim ? 0.55 : 1,
    minWidth: 0,
  });

  const title =
    mode === 'month'
      ? anchor.format('MMMM YYYY')
      : `${start.format('DD MMM')} – ${end.format('DD MMM YYYY')}`;

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={8} align="center">
          <Button
            icon={<LeftOutlined />}
            aria-label="Previous"
            onClick={() => setAnchor((a) => a.subtract(1, mode))}
          />
          <Button onClick={() => setAnchor(dayjs())}>Today</Button>
          <Button
            icon={<RightOutlined />}
            aria-label="Next"
            onClick={() => setAnchor((a) => a.add(1, mode))}
          />
          <Typography.Title level={5} style={{ margin: 0 }} aria-live="polite">
            {title}
          </Typography.Title>
        </Flex>
        <Segmented
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          options={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
          ]}
          aria-label="Calendar view"
        />
      </Flex>
      {calendar.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(calendar.error)}
          action={<Button onClick={() => void calendar.refetch()}>Try again</Button>}
        />
      )}
      <Spin spinning={calendar.isFetching || reschedule.isPending}>
        <div
          role="group"
          aria-label={title}
          style={{
            display: 'grid',
            gridTemplateColumns:
              mode === 'month' ? 'repeat(7, minmax(0, 1fr))' : '56px repeat(7, minmax(0, 1fr))',
            borderRight: `1px solid ${token.colorBorderSecondary}`,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            maxHeight: mode === 'week' ? 640 : undefined,
            overflowY: mode === 'week' ? 'auto' : undefined,
          }}
        >
          {mode === 'week' && <div />}
          {(mode === 'month'
            ? WEEKDAYS.map((w) => ({ key: w, label: w }))
            : days.map((d) => ({ key: d.format(), label: d.format('ddd DD') }))
          ).map((h) => (
            <div
              key={h.key}
              aria-hidden
              style={{
                padding: '6px 4px',
                fontWeight: 600,
                textAlign: 'center',
                borderTop: `1px solid ${token.colorBorderSecondary}`,
                borderLeft: `1px solid ${token.colorBorderSecondary}`,
                background: token.colorFillQuaternary,
              }}
            >
              {h.label}
            </div>
          ))}
          {mode === 'month'
            ? days.map((d) => {
                const key = d.format('YYYY-MM-DD');
                const items = entries.filter((x) => dayjs(x.dueAt).isSame(d, 'day'));
                return (
                  <div
                    key={key}
                    role="group"
                    aria-label={d.format('dddd DD MMMM YYYY')}
                    style={cellStyle(key, !d.isSame(anchor, 'month'), d.isSame(dayjs(), 'day'))}
                    onDragOver={dragOver(key)}
                    onDragLeave={() => setOver(null)}
                    onDrop={dropOn(d, true)}
                  >
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {d.date()}
                    </Typography.Text>
                    {items.map(chip)}
                  </div>
                );
              })
            : HOURS.flatMap((h) => [
                <div
                  key={`h${h}`}
                  style={{
                    fontSize: 11,
                    padding: 4,
                    color: token.colorTextSecondary,
                    borderTop: `1px solid ${token.colorBorderSecondary}`,
                    borderLeft: `1px solid ${token.colorBorderSecondary}`,
                  }}
                >
                  {dayjs().hour(h).format('h A')}
                </div>,
                ...days.map((d) => {
                  const slot = d.hour(h).minute(0);
                  const key = slot.format('YYYY-MM-DD HH');
                  const items = entries.filter((x) => dayjs(x.dueAt).isSame(slot, 'hour'));
                  return (
                    <div
                      key={key}
                      role="group"
                      aria-label={slot.format('dddd DD MMMM, h A')}
                      style={cellStyle(key, false, false)}
                      onDragOver={dragOver(key)}
                      onDragLeave={() => setOver(null)}
                      onDrop={dropOn(slot, false)}
                    >
                      {items.map(chip)}
                    </div>
                  );
                }),
              ])}
        </div>
      </Spin>
      {!calendar.isPending && entries.length === 0 && (
        <Typography.Text type="secondary">Nothing is scheduled in this {mode}.</Typography.Text>
      )}
      <Modal
        open={open !== null}
        title={open ? `${platformName(open.platformId)} · ${open.accountName}` : ''}
        onCancel={() => setOpen(null)}
        footer={
          open?.status === 'PENDING' ? (
            <Flex justify="end" gap={8}>
              <Button onClick={() => setOpen(null)}>Close</Button>
              <Button
                type="primary"
                loading={reschedule.isPending}
                disabled={!moveTo}
                onClick={() =>
                  open && moveTo && void move(open.targetId, moveTo).then((ok) => ok && setOpen(null))
                }
              >
                Reschedule
              </Button>
            </Flex>
          ) : (
            <Button onClick={() => setOpen(null)}>Close</Button>
          )
        }
      >
        {open && (
          <Flex vertical gap={12}>
            <Flex gap={8} align="center">
              <StatusTag status={open.status} />
              <Typography.Text>{dayjs(open.dueAt).format(DISPLAY_DATE_TIME)}</Typography.Text>
            </Flex>
            <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
              {open.caption || <Typography.Text type="secondary">No caption</Typography.Text>}
            </Typography.Paragraph>
            {open.status === 'PENDING' && (
              <label>
                <Typography.Text>Move to</Typography.Text>
                <DatePicker
                  showTime={{ format: 'hh:mm A', use12Hours: true, minuteStep: 5 }}
                  format={DISPLAY_DATE_TIME}
                  value={moveTo}
                  onChange={setMoveTo}
                  disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                  style={{ width: '100%', marginTop: 4 }}
                />
              </label>
            )}
            <Link to={postDetailPath(open.postId)}>Open the post</Link>
          </Flex>
        )}
      </Modal>
    </Flex>
  );
}
