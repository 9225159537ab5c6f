import { isSecureServerUrl } from '../shared/secure-url';

/** The parts of electron-updater's `autoUpdater` used here. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
}

export interface UpdatesOptions {
  /** Only packaged builds update themselves; a dev build has nothing to replace. */
  isPackaged: boolean;
  feedUrl: string | undefined;
  /** Loaded lazily by index.ts so development never touches electron-updater. */
  loadUpdater: () => Promise<UpdaterLike>;
  notifyReady: (version: string) => void;
  log: (message: string) => void;
  checkEveryMs?: number;
}

export interface Updates {
  /** "Restart to update": quits and installs the downloaded update. */
  restart(): void;
  stop(): void;
}

/**
 * Background updates from a generic feed (electron-builder's latest*.yml files on any web server).
 * Downloads quietly, then tells the renderer so it can offer "Restart to update"; an update that is
 * not installed by restart is installed when the app quits. Every failure is logged, none thrown:
 * a broken feed must never stop the app.
 */
export async function startUpdates(options: UpdatesOptions): Promise<Updates> {
  const inactive: Updates = { restart: () => {}, stop: () => {} };
  if (!options.isPackaged) return inactive;
  if (!options.feedUrl) {
    options.log('Updates are off: no update feed URL is configured');
    return inactive;
  }
  if (!isSecureServerUrl(options.feedUrl)) {
    // An update is code the app will run: never take it over plain http from another machine.
    options.log(`Updates are off: the update feed must be an https:// address, not ${options.feedUrl}`);
    return inactive;
  }
  let updater: UpdaterLike;
  try {
    updater = await options.loadUpdater();
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.setFeedURL({ provider: 'generic', url: options.feedUrl });
  } catch (err) {
    options.log(`Updates are off: ${String(err)}`);
    return inactive;
  }
  let downloaded = false;
  updater.on('error', (error) => options.log(`Update failed: ${error?.message ?? String(error)}`));
  updater.on('update-downloaded', (info) => {
    downloaded = true;
    options.notifyReady(info.version);
  });
  const check = () => {
    try {
      void updater
        .checkForUpdates()
        .catch((err: unknown) => options.log(`Update check failed: ${String(err)}`));
    } catch (err) {
      options.log(`Update check failed: ${String(err)}`);
    }
  };
  check();
  const timer = setInterval(check, options.checkEveryMs ?? 6 * 60 * 60 * 1000);
  timer.unref?.();
  return {
    restart() {
      if (!downloaded) return;
      try {
        updater.quitAndInstall(false, true);
      } catch (err) {
        options.log(`Restart to update failed: ${String(err)}`);
      }
    },
    stop: () => clearInterval(timer),
  };
}
