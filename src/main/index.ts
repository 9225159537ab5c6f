import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import Store from 'electron-store';
import { createDialogs } from './dialogs';
import { parseExcelInWorker } from './excel-parse';
import { EmbeddedServer, type EmbeddedStatus } from './embedded-server';
import { ApiGateway } from './gateway/api-gateway';
import { createInboxEventStream } from './gateway/event-stream';
import { openOfflineDb } from './gateway/offline-db';
import { createOutbox } from './gateway/outbox';
import { createResponseCache } from './gateway/response-cache';
import { serveAppProtocol } from './app-protocol';
import { eventSender, isTrustedSender, registerHandlers } from './ipc';
import { menuTemplate } from './menu';
import { createOAuthCatcher, oauthPortFrom } from './oauth/loopback-catcher';
import {
  APP_BASE_URL,
  APP_SCHEME,
  contentSecurityPolicy,
  guardContents,
  isPermissionAllowed,
  openExternalUrl,
} from './security';
import { createServerSelection } from './server-selection';
import { createSettings } from './settings';
import { startUpdates, type UpdaterLike } from './updater';
import { utilityServerSpawner } from './utility-spawner';
import { openVault, type Keychain } from './vault';
import { createMainWindow } from './window';

// Wiring only: each piece lives in its own module and is tested there.

const here = path.dirname(fileURLToPath(import.meta.url));
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const appBase = devServerUrl ? new URL(devServerUrl).origin : APP_BASE_URL;
const log = (message: string) => console.log(`[main] ${message}`);

// A separate profile for tests and side-by-side installs.
if (process.env.BIZSUITE_USER_DATA) app.setPath('userData', path.resolve(process.env.BIZSUITE_USER_DATA));

protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.whenReady().then(start, fatal);
}

async function start(): Promise<void> {
  const userData = app.getPath('userData');
  const logsDir = app.getPath('logs');
  const serverLog = path.join(logsDir, 'server.log');
  const settings = createSettings(new Store<Record<string, unknown>>({ name: 'settings' }));
  const emit = eventSender(() => BrowserWindow.getAllWindows());
  let mainWindow: BrowserWindow | null = null;

  const embedded = new EmbeddedServer({
    spawn: utilityServerSpawner(path.join(here, 'server.js')),
    dataDir: path.join(userData, 'server-data'),
    logFile: serverLog,
    onStatus: (status) => {
      emit('server:status', servers.status());
      if (status.state === 'failed') void reportServerFailure(status);
    },
  });
  const servers = createServerSelection({ settings, embedded });
  servers.start();

  const db = openOfflineDb(path.join(userData, 'offline.sqlite'));
  const vault = await openVault({
    loadKeychain: async () => {
      const mod = (await import('keytar')) as unknown as Keychain & { default?: Keychain };
      return mod.default ?? mod;
    },
    safeStorage,
    store: new Store<Record<string, unknown>>({ name: 'vault' }),
    platform: process.platform,
    log,
  });
  log(`session tokens are kept in: ${vault.kind}`);
  const gateway = new ApiGateway({
    resolveServer: servers.resolve,
    vault,
    cache: createResponseCache(db),
    outbox: createOutbox(db),
    emit,
    log,
  });
  const stopProbe = gateway.startProbe();
  const inboxStream = createInboxEventStream({
    origin: async () => (await servers.resolve()).origin,
    token: async () => (await vault.current((await servers.resolve()).id))?.token ?? null,
    emit,
    log,
  });

  const csp = () => contentSecurityPolicy({ serverOrigin: servers.status().origin, dev: !!devServerUrl });
  serveAppProtocol({
    protocol,
    scheme: APP_SCHEME,
    rendererDir: path.join(here, '../renderer'),
    fetchFile: (url) => net.fetch(url),
    exists: (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
    csp,
  });
  if (devServerUrl) {
    session.defaultSession.webRequest.onHeadersReceived((details, callback) =>
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp()] } }),
    );
  }
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(isPermissionAllowed(permission)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission) =>
    isPermissionAllowed(permission),
  );

  const updates = await startUpdates({
    isPackaged: app.isPackaged,
    feedUrl: settings.updateFeedUrl(),
    loadUpdater: async () => {
      // CommonJS package: its exports object is the default export.
      const { default: updater } = await import('electron-updater');
      return updater.autoUpdater as unknown as UpdaterLike;
    },
    notifyReady: (version) => emit('updates:ready', { version }),
    log,
  });

  // Social sign-ins come back to a fixed loopback port (issue 13, RFC 8252).
  const oauth = createOAuthCatcher({
    port: oauthPortFrom(process.env),
    open: (url) => shell.openExternal(url),
    log,
  });

  const dialogs = createDialogs({
    dialog: {
      showOpenDialog: (options) =>
        mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options),
      showSaveDialog: (options) =>
        mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
    },
    fs: {
      readFile: (file) => fs.promises.readFile(file),
      writeFile: (file, data) => fs.promises.writeFile(file, data),
      stat: (file) => fs.promises.stat(file),
    },
    parseExcel: (bytes) => parseExcelInWorker(bytes, { workerFile: path.join(here, 'excel-worker.js') }),
    defaultDir: () => app.getPath('downloads'),
  });

  registerHandlers(
    ipcMain,
    {
      'api:request': (req) => gateway.request(req),
      'session:get': () => gateway.session(),
      'session:signOut': () => {
        inboxStream.close();
        return gateway.signOut();
      },
      'server:getSettings': () => servers.status(),
      'server:setSettings': async (next) => {
        const status = await servers.apply(next);
        inboxStream.reopen();
        emit('server:status', status);
        return status;
      },
      'outbox:conflicts': () => gateway.conflicts(),
      'outbox:dismissConflict': ({ id }) => gateway.dismissConflict(id),
      'dialog:openExcel': () => dialogs.openExcel(),
      'dialog:saveFile': (input) => dialogs.saveFile(input),
      'dialog:openImage': () => dialogs.openImage(),
      'shell:openExternal': async ({ url }) => {
        if (!(await openExternalUrl(url, (u) => shell.openExternal(u))))
          throw new Error('Only web links can be opened');
      },
      'oauth:listen': () => oauth.listen(),
      'oauth:wait': (request) => oauth.wait(request),
      'updates:restart': () => updates.restart(),
      'inbox:open': () => inboxStream.open(),
      'inbox:close': () => inboxStream.close(),
    },
    (event) => isTrustedSender(event, appBase, (id) => mainWindow?.webContents.id === id),
    log,
  );

  const openServerLog = async () => {
    const problem = fs.existsSync(serverLog)
      ? await shell.openPath(serverLog)
      : 'There is no server log yet.';
    if (problem)
      await dialog.showMessageBox({
        type: 'info',
        message: 'Server log',
        detail: `${problem}\n${serverLog}`,
      });
  };
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate({
        platform: process.platform,
        appName: app.name,
        isDev: !app.isPackaged,
        openServerLog: () => void openServerLog(),
        openLogFolder: () => void shell.openPath(logsDir),
      }),
    ),
  );

  const openWindow = () => {
    mainWindow = createMainWindow({
      preloadPath: path.join(here, '../preload/index.cjs'),
      url: devServerUrl ?? `${APP_BASE_URL}/index.html`,
      saved: settings.windowState(),
      saveState: (state) => settings.setWindowState(state),
      isDev: !app.isPackaged,
      icon: app.isPackaged
        ? path.join(process.resourcesPath, 'resources', 'icon.png')
        : path.join(here, '../../resources/icon.png'),
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
      inboxStream.close();
    });
  };
  openWindow();

  async function reportServerFailure(status: EmbeddedStatus) {
    const { response } = await dialog.showMessageBox({
      type: 'error',
      message: 'The BizSuite server could not start',
      detail: `${status.error ?? 'It stopped unexpectedly.'}\n\nThe server log is at ${serverLog}. Pages you opened before stay readable offline.`,
      buttons: ['Try Again', 'Open Server Log', 'Close'],
      defaultId: 0,
      cancelId: 2,
    });
    if (response === 0) void embedded.start().catch(() => {});
    if (response === 1) void openServerLog();
  }

  app.on('second-instance', () => {
    if (!mainWindow) return openWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (!mainWindow) openWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  // Stop the server cleanly before leaving: it closes its database on SIGTERM.
  let leaving = false;
  app.on('before-quit', (event) => {
    if (leaving) return;
    leaving = true;
    event.preventDefault();
    stopProbe();
    inboxStream.close();
    updates.stop();
    void oauth.close();
    void embedded.stop().finally(() => {
      db.close();
      app.quit();
    });
  });
}

// Every page, including any the app did not mean to open: no navigation away, no new windows.
app.on('web-contents-created', (_event, contents) =>
  guardContents(contents, appBase, (url) => shell.openExternal(url), log),
);

function fatal(err: unknown): void {
  dialog.showErrorBox(
    'BizSuite could not start',
    err instanceof Error ? (err.stack ?? err.message) : String(err),
  );
  app.exit(1);
}
