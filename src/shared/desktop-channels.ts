/**
 * The names of the desktop IPC contract, without zod: the sandboxed preload bundles this file (and
 * nothing else from shared) to build `window.desktop`. desktop-contract.ts holds the payload
 * schemas and result types and fails to compile when its channels and these names differ.
 */
export const desktopChannels = [
  'api:request',
  'session:get',
  'session:signOut',
  'server:getSettings',
  'server:setSettings',
  'outbox:conflicts',
  'outbox:dismissConflict',
  'dialog:openExcel',
  'dialog:saveFile',
  'dialog:openImage',
  'shell:openExternal',
  'oauth:listen',
  'oauth:wait',
  'updates:restart',
  'inbox:open',
  'inbox:close',
] as const;
export type DesktopChannel = (typeof desktopChannels)[number];

/** The only event names the preload lets the renderer listen to. */
export const desktopEventNames = [
  'connectivity',
  'outbox:changed',
  'updates:ready',
  'server:status',
  'inbox:event',
  'inbox:state',
] as const;
export type DesktopEventName = (typeof desktopEventNames)[number];

/** `api:request` → `apiRequest`: the name of the function the preload exposes for a channel. */
export type BridgeName<C extends string> = C extends `${infer A}:${infer B}` ? `${A}${Capitalize<B>}` : C;

export const bridgeName = <C extends DesktopChannel>(channel: C) =>
  channel.replace(/:(.)/, (_, c: string) => c.toUpperCase()) as BridgeName<C>;
