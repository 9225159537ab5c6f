import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { COUNTRIES } from '../../../../shared/account/countries';
import { ApiError } from '../../../../shared/http/client';
import {
  NOTIFICATION_TOGGLES,
  type NotificationSettings as Settings,
} from '../../../../shared/notifications/contract';
import { RegionCard } from '../../../components/RegionCard';
import { errorText } from '../../../components/feedback/errorText';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useCountries } from '../../account';
import { useNotificationSettings } from '../api';
import { NotificationSettingsForm } from '../components/NotificationSettingsForm';
import { formatE164 } from '../phone';

/** Spec 03 section 3.8: a null toggle means the app is not in the user's plans. */
const availableOf = (s: Settings) => NOTIFICATION_TOGGLES.filter((t) => s[t.key] !== null);

/**
 * Notification settings (spec 03 section 2.8) of the signed-in user, or of `userId` on an Admin's
 * Update User page: view mode, and Edit (only when at least one app is available) for edit mode.
 */
export function NotificationSettings({ userId }: { userId?: number }) {
  const settings = useNotificationSettings(userId);
  const [editing, setEditing] = useState(false);
  const data = settings.data;
  const available = data ? availableOf(data) : [];

  let body;
  if (settings.isError) {
    const missing = settings.error instanceof ApiError && settings.error.status === 404;
    body = missing ? (
      <Result status="404" title="Not found" subTitle={errorText(settings.error, 'No such user.')} />
    ) : (
      <Result
        status="error"
        title={MESSAGES.somethingWentWrong}
        subTitle={errorText(settings.error, 'The notification settings could not be loaded.')}
        extra={
          <Button type="primary" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (editing) {
    body = <NotificationSettingsForm settings={data} userId={userId} onDone={() => setEditing(false)} />;
  } else {
    body = <SettingsView settings={data} forOther={!!userId} />;
  }

  return (
    <RegionCard
      title="Notifications"
      extra={
        !editing &&
        available.length > 0 && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {body}
    </RegionCard>
  );
}

/**
 * View mode: a row per app in the plans (its notice, On or Off, the number); the apps not in the
 * plans stay listed as a muted line, so that a User knows the notice exists and how to get it.
 */
function SettingsView({ settings, forOther }: { settings: Settings; forOther: boolean }) {
  const countries = useCountries();
  const dialCodes = useMemo(
    () => [...new Set((countries.data ?? COUNTRIES).map((c) => c.dialCode))],
    [countries.data],
  );
  const available = availableOf(settings);
  const notInPlan = forOther ? "Not in this user's plan" : 'Not in your plan';
  return (
    <Flex vertical gap={4}>
      {available.length === 0 && (
        <Typography.Paragraph type="secondary">
          {forOther
            ? 'None of these notices is in this user’s plans. They come with the Post, Bot and Web apps.'
            : 'None of these notices is in your plans yet. They come with the Post, Bot and Web apps.'}
        </Typography.Paragraph>
      )}
      <ul aria-label="Notification settings" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {NOTIFICATION_TOGGLES.map((t) => {
          const on = settings[t.key];
          const number = settings[t.number];
          return (
            <li key={t.key} style={{ padding: '10px 0', borderBottom: '1px solid rgba(128,128,128,0.15)' }}>
              <Flex align="center" gap={12} wrap>
                <Typography.Text
                  strong={on !== null}
                  type={on === null ? 'secondary' : undefined}
                  style={{ minWidth: 200 }}
                >
                  {t.label}
                </Typography.Text>
                {on === null ? (
                  <Typography.Text type="secondary">{notInPlan}</Typography.Text>
                ) : (
                  <>
                    <Tag color={on ? 'success' : undefined} style={{ minWidth: 40, textAlign: 'center' }}>
                      {on ? 'On' : 'Off'}
                    </Tag>
                    <Typography.Text type={number ? undefined : 'secondary'}>
                      {number ? formatE164(number, dialCodes) : 'No number'}
                    </Typography.Text>
                  </>
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}

/** profile/notifications */
export function NotificationSettingsPage({ userId }: { userId?: number }) {
  return (
    <>
      <PageHeading title="Notifications" />
      <NotificationSettings userId={userId} />
    </>
  );
}
