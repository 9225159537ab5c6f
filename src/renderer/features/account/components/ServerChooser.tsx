import { CloudServerOutlined, DesktopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, Input, Radio, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { serverSettingsSchema, type ServerStatus } from '../../../../shared/desktop-contract';
import { errorText } from '../../../components/feedback/errorText';
import { withScheme } from '../../../../shared/forms/web-address';
import { desktopBridge } from '../../../lib/desktop';

const STATE_BADGE: Record<
  ServerStatus['state'],
  { status: 'processing' | 'success' | 'error'; text: string }
> = {
  starting: { status: 'processing', text: 'Starting…' },
  ready: { status: 'success', text: 'Ready' },
  remote: { status: 'success', text: 'Connected' },
  failed: { status: 'error', text: 'Not running' },
};

/**
 * Desktop app only: which server this app talks to, "This computer" (the embedded server, the
 * default) or a server address. Changing it changes whose accounts the login form signs in to.
 */
export function ServerChooser() {
  const bridge = desktopBridge();
  const queryClient = useQueryClient();
  const urlId = useId();
  const [status, setStatus] = useState<ServerStatus | null>(null);
  const [editing, setEditing] = useState(false);
  const [mode, setMode] = useState<'embedded' | 'remote'>('embedded');
  const [url, setUrl] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!bridge) return;
    let alive = true;
    bridge
      .serverGetSettings()
      .then((s) => {
        if (!alive) return;
        setStatus(s);
        setMode(s.settings.mode);
        if (s.settings.mode === 'remote') setUrl(s.settings.url);
      })
      .catch((err: unknown) => alive && setError(errorText(err, 'Could not read the server settings')));
    const off = bridge.on('server:status', (s) => setStatus(s));
    return () => {
      alive = false;
      off();
    };
  }, [bridge]);

  if (!bridge) return null;

  const save = async () => {
    setError(null);
    const parsed = serverSettingsSchema.safeParse(
      mode === 'embedded' ? { mode } : { mode, url: withScheme(url.trim()) },
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a valid server address');
      return;
    }
    setSaving(true);
    try {
      setStatus(await bridge.serverSetSettings(parsed.data));
      setEditing(false);
      // Another server: nothing cached from the previous one applies.
      queryClient.clear();
    } catch (err) {
      setError(errorText(err, 'Could not switch servers'));
    } finally {
      setSaving(false);
    }
  };

  const current = status?.settings;
  const badge = status ? STATE_BADGE[status.state] : undefined;
  return (
    <section
      aria-label="Server"
      style={{ border: '1px solid rgba(127,127,127,0.25)', borderRadius: 10, padding: 12, marginBottom: 20 }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {current?.mode === 'remote' ? <CloudServerOutlined /> : <DesktopOutlined />}
          <Typography.Text ellipsis style={{ maxWidth: 220 }}>
            {current ? (current.mode === 'remote' ? current.url : 'This computer') : 'Server'}
          </Typography.Text>
          {badge && <Badge status={badge.status} text={badge.text} />}
        </Flex>
        {!editing && (
          <Button size="small" type="link" onClick={() => setEditing(true)}>
            Change server
          </Button>
        )}
      </Flex>
      {status?.state === 'failed' && status.error && !editing && (
        <Alert type="error" showIcon title={status.error} style={{ marginTop: 10 }} />
      )}
      {editing && (
        <div style={{ marginTop: 12 }}>
          <Radio.Group
            aria-label="Server to use"
            value={mode}
            onChange={(e) => setMode(e.target.value as 'embedded' | 'remote')}
            style={{ display: 'grid', gap: 8 }}
          >
            <Radio value="embedded">This computer</Radio>
            <Radio value="remote">Another server</Radio>
          </Radio.Group>
          {mode === 'remote' && (
            <div style={{ marginTop: 10 }}>
              <label htmlFor={urlId} style={{ display: 'block', marginBottom: 4 }}>
                Server address
              </label>
              <Input
                id={urlId}
                value={url}
                placeholder="https://bizsuite.example.com"
                onChange={(e) => setUrl(e.target.value)}
                onPressEnter={() => void save()}
              />
            </div>
          )}
          {error && <Alert type="error" showIcon title={error} style={{ marginTop: 10 }} />}
          <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              Use this server
            </Button>
          </Flex>
        </div>
      )}
    </section>
  );
}
