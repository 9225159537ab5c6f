import path from 'node:path';
import type { DesktopEventName, DesktopEvents } from '../../src/shared/desktop-contract';
import { ApiGateway, type GatewayOptions, type ServerTarget } from '../../src/main/gateway/api-gateway';
import { openOfflineDb, type OfflineDb } from '../../src/main/gateway/offline-db';
import { createOutbox } from '../../src/main/gateway/outbox';
import { createResponseCache } from '../../src/main/gateway/response-cache';
import { memoryStore } from './stand-ins';
import { createVault, memoryBackend, type TokenVault } from '../../src/main/vault';
import { tempDir } from './server-process';

export interface Emitted {
  event: DesktopEventName;
  payload: DesktopEvents[DesktopEventName];
}

/** A gateway with its real SQLite cache and outbox in a temp folder, and the events it sent. */
export function gatewayFor(
  target: () => ServerTarget,
  overrides: Partial<GatewayOptions> & { vault?: TokenVault } = {},
): { gateway: ApiGateway; events: Emitted[]; db: OfflineDb; vault: TokenVault } {
  const db = openOfflineDb(path.join(tempDir('gateway'), 'offline.sqlite'));
  const vault = overrides.vault ?? createVault(memoryBackend(), memoryStore());
  const events: Emitted[] = [];
  const gateway = new ApiGateway({
    resolveServer: async () => target(),
    vault,
    cache: createResponseCache(db),
    outbox: createOutbox(db),
    emit: (event, payload) => void events.push({ event, payload }),
    timeoutMs: 3000,
    ...overrides,
  });
  return { gateway, events, db, vault };
}

export const lastEvent = <E extends DesktopEventName>(
  events: Emitted[],
  name: E,
): DesktopEvents[E] | undefined =>
  events.filter((e) => e.event === name).at(-1)?.payload as DesktopEvents[E] | undefined;
