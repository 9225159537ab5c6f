import pg from 'pg';

/** Prepared statements one connection keeps at most (PostgreSQL holds each one's plan). */
const MAX_PER_CONNECTION = 200;
/** Distinct statement texts counted before the count starts again. */
const MAX_COUNTED = 5_000;
/** Statement texts named at most: past it, new texts are sent unnamed as before. */
const MAX_NAMES = 2_000;

/** Transaction control is sent as it is. */
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set|listen|unlisten|notify)\b/i;

const seen = new Map<string, number>();
const names = new Map<string, string>();

/** The name a statement text is prepared under, once it was asked for a second time. */
function nameOf(text: string): string | undefined {
  const name = names.get(text);
  if (name) return name;
  if (CONTROL.test(text)) return undefined;
  const count = (seen.get(text) ?? 0) + 1;
  if (seen.size >= MAX_COUNTED) seen.clear();
  seen.set(text, count);
  if (count < 2 || names.size >= MAX_NAMES) return undefined;
  const made = `k${names.size + 1}`;
  names.set(text, made);
  return made;
}

/**
 * "cached plan must not change result type": a table a prepared statement reads changed shape
 * (another instance's migration). The statement is prepared again under a new name.
 */
const isStalePlan = (err: unknown) =>
  (err as { code?: string }).code === '0A000' && /cached plan/.test(String((err as Error).message));

/**
 * A connection that prepares the statements the server sends again and again (issue 25: a bot
 * step's statements spent more time being parsed and planned than run). Kysely sends each query
 * as text with its values, which node-postgres sends as an unnamed statement: PostgreSQL parses and
 * plans it on every call. A text asked for twice is prepared under a name on each connection that
 * runs it (up to MAX_PER_CONNECTION texts a connection), as the SQLite side keeps its prepared
 * statements (connect.ts). PostgreSQL still plans a prepared statement with its values until a
 * generic plan costs no more (plan_cache_mode auto), so partial indexes keep being used.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    let prepared = new Set<string>();
    /** Moves when a table changed shape under this connection's statements: new names from then. */
    let generation = 0;
    let inTransaction = false;
    // node-postgres's query has many overloads; Kysely calls query(text, values) for the promise.
    const send = this.query.bind(this) as (...args: unknown[]) => Promise<unknown>;
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text !== 'string' || !Array.isArray(values) || args.length !== 2) return send(...args);
      if (/^\s*begin\b/i.test(text)) inTransaction = true;
      else if (/^\s*(commit|rollback)\s*$/i.test(text)) inTransaction = false;
      const shared = nameOf(text);
      const name = shared && `${shared}g${generation}`;
      if (!name || (!prepared.has(name) && prepared.size >= MAX_PER_CONNECTION)) return send(text, values);
      prepared.add(name);
      return send({ name, text, values }).catch((err: unknown) => {
        if (!isStalePlan(err)) throw err;
        generation++;
        prepared = new Set();
        // Inside a transaction the error has ended it: only the caller can start again.
        if (inTransaction) throw err;
        return send(text, values);
      });
    }) as pg.Client['query'];
  }
}
