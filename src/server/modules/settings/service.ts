import type { Role } from '../../../shared/account/modules';
import {
  INTEGRATION_IDS,
  integrationOf,
  type IntegrationId,
  type SettingValue,
  type SettingsValues,
} from '../../../shared/settings/registry';
import { notSetUpMessage, setUpMessage } from '../../../shared/settings/not-set-up';
import {
  checkChanges,
  type CardState,
  type CheckedChange,
  type FieldState,
  type SettingsChanges,
  type TestConnectionBody,
  type TestResult,
} from '../../../shared/settings/schemas';
import type { AppContext } from '../../context';
import { HttpError, invalid, notFound } from '../../http/errors';
import { connectionTester } from './connection-tests';
import type { ResolvedField } from './store';

/**
 * Admin → Settings (issue 9 §1): the cards as the page shows them (a secret only as set or not),
 * saving one card, and Test connection. Other areas read values with `ctx.settings.get(id)` and
 * answer a missing setting with `notSetUp`.
 */

/**
 * A feature whose integration is not set up (words of shared/settings/not-set-up.ts). A User (or an
 * anonymous caller) never sees setting names: "… is not available yet. Please contact the
 * administrator."; an Admin is told which card to fill in.
 */
export function notSetUp(
  feature: string,
  id: IntegrationId,
  role: Role | null | undefined,
  missing: string[] = [],
): HttpError {
  return new HttpError(503, notSetUpMessage(feature, id, role, missing), 'NotConfigured');
}

/** "Online payment is not set up: fill in Settings → Payments." (for Admins, cron logs). */
export const setUpHint = setUpMessage;

/** The labels of the fields the integration needs that have no value. */
export function missingLabels<I extends IntegrationId>(id: I, values: SettingsValues<I>): string[] {
  const def = integrationOf(id)!;
  const record = values as Record<string, SettingValue | undefined>;
  const required = new Set<string>(def.required(record));
  return def.fields
    .filter((f) => required.has(f.key) && (record[f.key] === undefined || record[f.key] === ''))
    .map((f) => f.label);
}

const valuesOfResolved = (resolved: ResolvedField[]) =>
  Object.fromEntries(resolved.map((r) => [r.field.key, r.value]));

function fieldState(r: ResolvedField): FieldState {
  return {
    source: r.source,
    ...(r.field.secret ? { set: r.value !== undefined } : { value: r.value ?? null }),
    ...(r.envName ? { envName: r.envName } : {}),
    ...(r.problem ? { problem: r.problem } : {}),
  };
}

export function settingsService(ctx: AppContext) {
  const { settings } = ctx;

  const idOf = (id: string): IntegrationId => {
    if (!integrationOf(id)) throw notFound('Settings card');
    return id as IntegrationId;
  };

  async function checked(id: IntegrationId, changes: SettingsChanges): Promise<Map<string, CheckedChange>> {
    const result = checkChanges(id, changes);
    if (Object.keys(result.errors).length) throw invalid(result.errors);
    const errors = await secretsForNewAddress(id, result.changes);
    if (Object.keys(errors).length) throw invalid(errors);
    return result.changes;
  }

  /**
   * A saved secret goes only to the address it was entered for: when an address of the card
   * changes, each saved secret must be entered again (or cleared), or an Admin could point the card
   * at a server of their own and receive it, which the page never shows (issue 9 §1).
   */
  async function secretsForNewAddress(id: IntegrationId, changes: Map<string, CheckedChange>) {
    const current = await settings.resolve(id);
    const after = await settings.resolve(id, changes);
    const moved = current.find(
      (r, i) => r.field.kind === 'url' && r.source !== 'environment' && r.value !== after[i].value,
    );
    const errors: Record<string, string> = {};
    if (!moved) return errors;
    for (const r of current) {
      const change = changes.get(r.field.key)?.kind ?? 'keep';
      if (r.field.secret && r.source === 'saved' && change === 'keep')
        errors[r.field.key] = `Enter ${r.field.label} again for the new ${moved.field.label}`;
    }
    return errors;
  }

  async function card(id: IntegrationId): Promise<CardState> {
    const resolved = await settings.resolve(id);
    const missing = missingLabels(id, valuesOfResolved(resolved) as SettingsValues<typeof id>);
    return {
      id,
      ready: missing.length === 0,
      missing,
      fields: Object.fromEntries(resolved.map((r) => [r.field.key, fieldState(r)])),
      updatedAt: settings.updatedAt(id),
    };
  }

  return {
    cards: () => Promise.all(INTEGRATION_IDS.map(card)),

    async saveCard(rawId: string, changes: SettingsChanges): Promise<CardState> {
      const id = idOf(rawId);
      await settings.save(id, await checked(id, changes));
      // Which fields changed, never their values: a secret must not reach the log.
      ctx.log.info({ integration: id, fields: Object.keys(changes) }, 'settings saved');
      return card(id);
    },

    async testCard(rawId: string, body: TestConnectionBody): Promise<TestResult> {
      const id = idOf(rawId);
      const tester = connectionTester(id);
      if (!tester) throw new HttpError(404, 'This card has no connection to test', 'NotFound');
      const resolved = await settings.resolve(id, await checked(id, body.values ?? {}));
      const values = valuesOfResolved(resolved) as SettingsValues<typeof id>;
      const result = await tester({
        values,
        missing: missingLabels(id, values),
        dataDir: ctx.config.dataDir,
        now: () => ctx.clock.now(),
        recipient: body.recipient,
      });
      ctx.log.info({ integration: id, ok: result.ok }, 'settings connection tested');
      return result;
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
