import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The session cache's change feed (issue 22, Sessions at the speed of a cache). On PostgreSQL each
 * instance caches who a token belongs to and forgets it when told: these triggers NOTIFY
 * `bizsuite_session_changed` from the very statement that signs a session out, deletes it, or changes
 * what a session check reads of its user (active, role, password, name, e-mail, deletion), so no code
 * path can change them without the other instances hearing it when the transaction commits.
 * Payload: `s:<session id>` or `u:<user id>`. SQLite is one embedded instance: forgetting in process is enough.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function bizsuite_session_changed() returns trigger language plpgsql as $$
    begin
      -- A revoked session was announced when it was revoked; the hourly clean-up deletes it quietly.
      if tg_op = 'UPDATE' or old.revoked_at is null then
        perform pg_notify('bizsuite_session_changed', 's:' || old.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sessions_changed after update or delete on sessions
    for each row execute function bizsuite_session_changed()`.execute(db);
  await sql`
    create or replace function bizsuite_user_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE'
        or old.is_active is distinct from new.is_active
        or old.role is distinct from new.role
        or old.password_hash is distinct from new.password_hash
        or old.user_name is distinct from new.user_name
        or old.email is distinct from new.email then
        perform pg_notify('bizsuite_session_changed', 'u:' || old.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_changed after update or delete on users
    for each row execute function bizsuite_user_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger if exists users_changed on users`.execute(db);
  await sql`drop trigger if exists sessions_changed on sessions`.execute(db);
  await sql`drop function if exists bizsuite_user_changed()`.execute(db);
  await sql`drop function if exists bizsuite_session_changed()`.execute(db);
}
