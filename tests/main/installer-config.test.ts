import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** Issue 10: the packaged app's Electron fuses and signing settings (electron-builder.yml). */
describe('electron-builder.yml', () => {
  const config = parse(fs.readFileSync('electron-builder.yml', 'utf8'));

  it('flips every fuse that keeps the packaged app from running other code', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('signs and notarises from the environment, with no secret in the file', () => {
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.notarize).toBe(true);
    expect(config.win.signtoolOptions.signingHashAlgorithms).toEqual(['sha256']);
    const text = fs.readFileSync('electron-builder.yml', 'utf8');
    for (const key of ['cscLink', 'cscKeyPassword', 'certificatePassword', 'appleIdPassword', 'password:'])
      expect(text).not.toContain(key);
  });

  it('publishes updates to the https feed named by UPDATE_FEED_URL', () => {
    expect(config.publish).toEqual({ provider: 'generic', url: '${env.UPDATE_FEED_URL}' });
  });
});
