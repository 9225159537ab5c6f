import type { Logger } from 'pino';
import {
  INTEGRATION_IDS,
  integrationOf,
  valueFromEnv,
  type IntegrationDef,
  type IntegrationId,
  type SettingField,
  type SettingValue,
  type SettingsValues,
} from '../../../shared/settings/registry';
import type { CheckedChange, FieldSource } from '../../../shared/settings/schemas';
import type { DB } from '../../db/connect';
import type { SecretBox } from './secret-box';

/** One field as the server sees it now: its effective value and where that came from. */
export interface ResolvedField {
  field: SettingField;
  source: FieldSource;
  value: SettingValue | undefined;
  /** The variable that set it, when the environment did. */
  envName?: string;
  problem?: string;
}

export interface SettingsStore {
  /** Reads what is stored; called once at start. */
  load(): Promise<void>;
  /**
   * The effective values of one integration: the environment variable, else the saved value, else
   * the default. Re-read from the database when another instance saved (checked every few seconds).
   */
  get<I extends IntegrationId>(id: I): Promise<SettingsValues<I>>;
  /**
   * The same without waiting, for synchronous callers (the business clock): the last values read,
   * refreshed in the background when stale.
   */
  current<I extends IntegrationId>(id: I): SettingsValues<I>;
  /** Every field with its source, optionally with unsaved changes applied (Test connection). */
  resolve(id: IntegrationId, changes?: Map<string, CheckedChange>): Promise<ResolvedField[]>;
  /** When the card was last saved. */
  updatedAt(id: IntegrationId): string | null;
  /** Saves checked changes; fields the environment sets are left alone. */
  save(id: IntegrationId, changes: Map<string, CheckedChange>): Promise<void>;
}

interface StoredField {
  value?: SettingValue;
  problem?: string;
  updatedAt: string;
}

/** How often a server asks whether another instance changed the settings. */
const CHECK_EVERY_MS = 2_000;

const context = (integration: string, field: string) => `settings:${integration}.${field}`;

export function settingsStore(deps: {
  db: DB;
  box: SecretBox;
  log: Logger;
  /** The registry's environment variables that are set (ServerConfig.settingsEnv). */
  env: Readonly<Record<string, string>>;
  /** The server's clock (AppContext.clock), for the times written to rows. */
  now: () => Date;
}): SettingsStore {
  const { db, box, log } = deps;
  let stored = new Map<string, Map<string, StoredField>>();
  let version = -1;
  // A monotonic reading: how long since the last look decides only when to look again.
  let checkedAt = -Infinity;
  let refreshing: Promise<void> | null = null;

  const def = (id: IntegrationId): IntegrationDef => integrationOf(id)!;

  // The environment is read once: it cannot change while the process runs.
  const fromEnv = new Map<string, { value: SettingValue; envName: string }>();
  for (const id of INTEGRATION_IDS) {
    for (const field of def(id).fields) {
      const envName = field.env.find((name) => deps.env[name]);
      if (!envName) continue;
      const value = valueFromEnv(field, deps.env[envName]);
      // Named, never shown: the variable may hold a secret.
      if (value === undefined)
        log.warn({ variable: envName }, 'ignored an environment setting that is not valid');
      else fromEnv.set(`${id}.${field.key}`, { value, envName });
    }
  }

  async function reload(): Promise<void> {
    const current = await db
      .selectFrom('settings_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    const rows = await db.selectFrom('settings').selectAll().execute();
    const next = new Map<string, Map<string, StoredField>>();
    for (const row of rows) {
      const field = integrationOf(row.integration)?.fields.find((f) => f.key === row.field);
      if (!field) continue;
      const entry: StoredField = { updatedAt: row.updated_at };
      if (row.is_secret) {
        const plain = box.open(row.value, context(row.integration, row.field));
        if (plain === null) {
          entry.problem = 'Saved with another secrets key (SECRETS_KEY changed?): enter it again.';
          log.warn({ integration: row.integration, field: row.field }, 'a saved secret could not be opened');
        } else entry.value = plain;
      } else {
        const parsed = field.schema.safeParse(safeJson(row.value));
        if (parsed.success) entry.value = parsed.data;
        else entry.problem = 'The saved value is no longer valid: enter it again.';
      }
      const forIntegration = next.get(row.integration) ?? new Map<string, StoredField>();
      forIntegration.set(row.field, entry);
      next.set(row.integration, forIntegration);
    }
    stored = next;
    version = current?.version ?? 0;
  }

  /**
   * Re-reads everything when the version row moved since the last look (another instance saved).
   * A forced read (start, after a save here) never rides on a read that began before the save.
   */
  async function fresh(force = false): Promise<void> {
    if (!force && performance.now() - checkedAt < CHECK_EVERY_MS) return;
    if (refreshing) {
      await refreshing.catch(() => {});
      if (!force) return;
    }
    const run = (async () => {
      const row = await db
        .selectFrom('settings_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst();
      if (force || (row?.version ?? 0) !== version) await reload();
      checkedAt = performance.now();
    })();
    refreshing = run;
    try {
      await run;
    } finally {
      if (refreshing === run) refreshing = null;
    }
  }

  function resolveNow(id: IntegrationId, changes?: Map<string, CheckedChange>): ResolvedField[] {
    return def(id).fields.map((field): ResolvedField => {
      const env = fromEnv.get(`${id}.${field.key}`);
      if (env) return { field, source: 'environment', value: env.value, envName: env.envName };
      const change = changes?.get(field.key);
      const saved = stored.get(id)?.get(field.key);
      if (change?.kind === 'set') return { field, source: 'saved', value: change.value };
      if (change?.kind !== 'clear' && saved?.value !== undefined)
        return { field, source: 'saved', value: saved.value };
      const problem = change?.kind === 'clear' ? undefined : saved?.problem;
      if (field.default !== undefined) return { field, source: 'default', value: field.default, problem };
      return { field, source: 'none', value: undefined, problem };
    });
  }

  // Each integration's values, worked out once per load of the stored settings: the clock reads the
  // time zone on every request, and a Me served from the session cache should cost nothing more.
  let valuesFor = new Map<IntegrationId, unknown>();
  let valuesOfStored = stored;
  const valuesOf = <I extends IntegrationId>(id: I): SettingsValues<I> => {
    if (valuesOfStored !== stored) {
      valuesFor = new Map();
      valuesOfStored = stored;
    }
    let values = valuesFor.get(id) as SettingsValues<I> | undefined;
    if (!values) {
      values = Object.freeze(
        Object.fromEntries(resolveNow(id).map((r) => [r.field.key, r.value])),
      ) as SettingsValues<I>;
      valuesFor.set(id, values);
    }
    return values;
  };

  return {
    async load() {
      await fresh(true);
    },
    async get(id) {
      await fresh();
      return valuesOf(id);
    },
    current(id) {
      if (performance.now() - checkedAt >= CHECK_EVERY_MS)
        void fresh().catch((err) => log.warn({ err }, 'settings not refreshed'));
      return valuesOf(id);
    },
    async resolve(id, changes) {
      await fresh();
      return resolveNow(id, changes);
    },
    updatedAt(id) {
      const times = [...(stored.get(id)?.values() ?? [])].map((f) => f.updatedAt).sort();
      return times.at(-1) ?? null;
    },
    async save(id, changes) {
      const now = deps.now().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const field of def(id).fields) {
          const change = changes.get(field.key);
          if (!change || change.kind === 'keep' || fromEnv.has(`${id}.${field.key}`)) continue;
          if (change.kind === 'clear') {
            await trx
              .deleteFrom('settings')
              .where('integration', '=', id)
              .where('field', '=', field.key)
              .execute();
            continue;
          }
          const value = field.secret
            ? box.seal(String(change.value), context(id, field.key))
            : JSON.stringify(change.value);
          await trx
            .insertInto('settings')
            .values({
              integration: id,
              field: field.key,
              value,
              is_secret: field.secret ? 1 : 0,
              updated_at: now,
            })
            .onConflict((oc) =>
              oc
                .columns(['integration', 'field'])
                .doUpdateSet({ value, is_secret: field.secret ? 1 : 0, updated_at: now }),
            )
            .execute();
        }
        await trx
          .updateTable('settings_version')
          .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
          .where('id', '=', 1)
          .execute();
      });
      await fresh(true);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
