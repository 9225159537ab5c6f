import { freshDatabaseUrl } from '../helpers/server';

export interface BenchDatabase {
  kind: 'sqlite' | 'postgresql';
  /** DATABASE_URL for the server; absent for SQLite (a file in the data folder). */
  url?: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the benchmarks may use: BENCH_DATABASE_URL, else TEST_DATABASE_URL. */
export const benchPostgresUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

/**
 * The databases a benchmark runs on: SQLite always, and PostgreSQL too when a server is given
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL), in a throwaway database dropped afterwards.
 */
export async function benchDatabases(): Promise<BenchDatabase[]> {
  const dbs: BenchDatabase[] = [{ kind: 'sqlite', drop: async () => {} }];
  const admin = benchPostgresUrl();
  if (!admin) return dbs;
  const database = await freshDatabaseUrl('postgres', admin);
  dbs.push({ kind: 'postgresql', url: database.url, drop: () => database.drop() });
  return dbs;
}
