import { DatePicker, Flex, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { DISPLAY_DATE_TIME } from '../../../components/format/dates';

export type ScheduleType = 'now' | 'custom' | 'best';

/** The user's own time zone: a custom time is read in it and shown with it (issue 13, Schedule). */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Spec 01 §2 Post creation: Post Now, Post at Custom Time, Post at Best Time. */
export function SchedulePicker({
  type,
  at,
  onType,
  onAt,
  error,
}: {
  type: ScheduleType;
  at: Dayjs | null;
  onType: (t: ScheduleType) => void;
  onAt: (d: Dayjs | null) => void;
  error?: string;
}) {
  const id = `schedule-at-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        value={type}
        onChange={(e) => onType(e.target.value as ScheduleType)}
        aria-label="When to post"
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        <Radio value="now">Post Now</Radio>
        <Radio value="custom">Post at Custom Time</Radio>
        <Radio value="best">Post at Best Time</Radio>
      </Radio.Group>
      {type === 'custom' && (
        <Flex vertical gap={4}>
          <label htmlFor={id}>
            <Typography.Text>Date and time</Typography.Text>
          </label>
          <DatePicker
            id={id}
            showTime={{ format: 'hh:mm A', minuteStep: 5, use12Hours: true }}
            format={DISPLAY_DATE_TIME}
            value={at}
            onChange={(d) => onAt(d)}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            status={error ? 'error' : undefined}
            style={{ width: '100%' }}
          />
          <Typography.Text type="secondary">Time zone: {userTimeZone()}</Typography.Text>
        </Flex>
      )}
      {type === 'best' && (
        <Typography.Text type="secondary">
          Each account gets its own time within the next 7 days, when its posts have been seen most.
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
