import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  platform: NodeJS.Platform;
  appName: string;
  /** Developer tools and force reload only in development builds. */
  isDev: boolean;
  openServerLog(): void;
  openLogFolder(): void;
}

/**
 * The native application menu: the usual shortcuts come from Electron's roles (undo, copy, paste,
 * zoom, full screen, quit …), so they follow each platform's conventions.
 */
export function menuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = actions.platform === 'darwin';
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: actions.appName,
          submenu: [
            { role: 'about' },
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [];
  return [
    ...appMenu,
    { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'pasteAndMatchStyle' },
        { role: 'delete' },
        { type: 'separator' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(actions.isDev
          ? ([{ role: 'forceReload' }, { role: 'toggleDevTools' }] satisfies MenuItemConstructorOptions[])
          : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Window',
      submenu: mac
        ? [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }]
        : [{ role: 'minimize' }, { role: 'close' }],
    },
    {
      role: 'help',
      submenu: [
        { label: 'Open Server Log', click: () => actions.openServerLog() },
        { label: 'Open Log Folder', click: () => actions.openLogFolder() },
      ],
    },
  ];
}
