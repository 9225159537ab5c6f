import { describe, expect, it } from 'vitest';
import { handle, type IpcMainLike, type InvokeEvent } from '../../src/main/ipc';
import { desktopInvoke } from '../../src/shared/desktop-contract';

const authUrl = () => 'https://www.linkedin.com/oauth/v2/authorization?client_id=abc&state=s1';

describe('oauth:wait payload (desktop contract)', () => {
  const schema = desktopInvoke['oauth:wait'];

  it('accepts https sign-in pages and loopback http (the test fakes)', () => {
    for (const url of [
      authUrl(),
      'https://www.facebook.com/v21.0/dialog/oauth?client_id=1',
      'http://127.0.0.1:4010/oauth/authorize?state=s',
      'http://localhost:4010/i/oauth2/authorize',
    ]) {
      expect(schema.safeParse({ authUrl: url }).success, url).toBe(true);
    }
  });

  it('refuses other schemes, plain http elsewhere, credentials in the address and junk', () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ms-settings:privacy',
      'ftp://example.com/',
      'http://www.linkedin.com/oauth/v2/authorization',
      'https://user:pass@evil.example.com/',
      'not a url',
      '',
    ]) {
      expect(schema.safeParse({ authUrl: url }).success, url).toBe(false);
    }
    expect(schema.safeParse(undefined).success).toBe(false);
    expect(schema.safeParse({ authUrl: `https://x.example.com/?q=${'a'.repeat(9000)}` }).success).toBe(false);
  });
});

describe('oauth channels through the IPC wrapper', () => {
  it('never lets the renderer open a non-web address through oauth:wait', async () => {
    const listeners = new Map<string, (event: InvokeEvent, ...args: unknown[]) => unknown>();
    const ipcMain: IpcMainLike = {
      handle: (channel, listener) => void listeners.set(channel, listener),
      removeHandler: (channel) => void listeners.delete(channel),
    };
    const frame = { url: 'app://bizsuite/index.html', parent: null };
    const event: InvokeEvent = { senderFrame: frame, sender: { id: 1, mainFrame: frame } };
    const seen: string[] = [];
    handle(
      ipcMain,
      'oauth:wait',
      ({ authUrl: url }) => {
        seen.push(url);
        return { error: 'stand-in' };
      },
      () => true,
    );
    const invoke = (payload: unknown) => listeners.get('oauth:wait')!(event, payload);
    await expect(invoke({ authUrl: 'javascript:alert(1)' })).rejects.toThrow(/invalid payload/);
    await expect(invoke({ authUrl: 'file:///etc/passwd' })).rejects.toThrow(/invalid payload/);
    await expect(invoke({ authUrl: authUrl() })).resolves.toEqual({ error: 'stand-in' });
    expect(seen).toEqual([authUrl()]);
  });
});
