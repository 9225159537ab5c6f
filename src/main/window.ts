import { BrowserWindow, screen } from 'electron';
import { MIN_WINDOW, restoreWindowState, trackWindowState, type WindowState } from './window-state';

export interface MainWindowOptions {
  preloadPath: string;
  /** app://bizsuite/index.html, or the Vite dev server in development. */
  url: string;
  saved: WindowState | undefined;
  saveState: (state: WindowState) => void;
  isDev: boolean;
  /** The window icon (Linux and Windows take it from the window; macOS from the bundle). */
  icon?: string;
}

/**
 * The app window: isolated, sandboxed, no Node in the page, remembered bounds. Navigation guards are
 * set for every web contents in index.ts.
 */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const state = restoreWindowState(
    options.saved,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'BizSuite',
    ...(options.icon ? { icon: options.icon } : {}),
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: true,
      devTools: options.isDev,
    },
  });
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  trackWindowState(win, options.saveState);
  void win.loadURL(options.url);
  return win;
}
