import type { z } from 'zod';
import {
  desktopChannels,
  desktopInvoke,
  type DesktopChannel,
  type DesktopEventName,
  type DesktopEvents,
  type DesktopResults,
} from '../shared/desktop-contract';
import { isAppUrl } from './security';

/** The parts of an `ipcMain.handle` event the sender check reads. */
export interface SenderFrame {
  url: string;
  parent: SenderFrame | null;
}
export interface InvokeEvent {
  senderFrame: SenderFrame | null;
  sender: { id: number; mainFrame: SenderFrame };
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/**
 * Only the app's own page may call main: the sender must be the top frame of one of our windows,
 * showing the app's origin. An iframe, a page the window was tricked into loading, or a destroyed
 * frame (senderFrame null) is refused.
 */
export function isTrustedSender(
  event: InvokeEvent,
  appBase: string,
  isAppWindow: (webContentsId: number) => boolean,
): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  if (frame.parent !== null || frame !== event.sender.mainFrame) return false;
  if (!isAppWindow(event.sender.id)) return false;
  return isAppUrl(frame.url, appBase);
}

export class IpcRefused extends Error {
  override name = 'IpcRefused';
}

export type Payload<C extends DesktopChannel> = z.output<(typeof desktopInvoke)[C]>;

export type IpcHandler<C extends DesktopChannel> = (
  payload: Payload<C>,
  event: InvokeEvent,
) => DesktopResults[C] | Promise<DesktopResults[C]>;

/** One handler per channel: adding a channel to the contract fails to compile until main handles it. */
export type IpcHandlers = { [C in DesktopChannel]: IpcHandler<C> };

/**
 * The one way main answers the renderer (raw `ipcMain.handle` is not used elsewhere): checks the
 * sender, validates the payload with the channel's zod schema, then calls the handler.
 */
export function handle<C extends DesktopChannel>(
  ipcMain: IpcMainLike,
  channel: C,
  handler: IpcHandler<C>,
  trusted: (event: InvokeEvent) => boolean,
  log: (message: string) => void = () => {},
): void {
  const schema: z.ZodType = desktopInvoke[channel];
  ipcMain.handle(channel, async (event, ...args) => {
    if (!trusted(event)) {
      log(`IPC ${channel} refused: sender ${event.senderFrame?.url ?? '(gone)'} is not the app window`);
      throw new IpcRefused(`${channel}: refused, the caller is not the app window`);
    }
    if (args.length > 1) throw new IpcRefused(`${channel}: takes at most one argument`);
    const parsed = schema.safeParse(args[0]);
    if (!parsed.success) {
      const detail = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`)
        .join('; ');
      throw new IpcRefused(`${channel}: invalid payload (${detail})`);
    }
    return handler(parsed.data as Payload<C>, event);
  });
}

/** Registers the whole map; returns a function that removes every handler (window reload in dev). */
export function registerHandlers(
  ipcMain: IpcMainLike,
  handlers: IpcHandlers,
  trusted: (event: InvokeEvent) => boolean,
  log?: (message: string) => void,
): () => void {
  for (const channel of desktopChannels) {
    handle(ipcMain, channel, handlers[channel] as IpcHandler<typeof channel>, trusted, log);
  }
  return () => desktopChannels.forEach((channel) => ipcMain.removeHandler(channel));
}

export type EmitEvent = <E extends DesktopEventName>(event: E, payload: DesktopEvents[E]) => void;

/** Sends a typed event to every live app window. */
export function eventSender(
  windows: () => { isDestroyed(): boolean; webContents: { send(channel: string, payload: unknown): void } }[],
): EmitEvent {
  return (event, payload) => {
    for (const win of windows()) if (!win.isDestroyed()) win.webContents.send(event, payload);
  };
}
