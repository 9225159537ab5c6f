import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from './schema';

/** The rows that are assigned to users and sub-categories, and their assignment tables. */
const ASSIGNED = {
  templates: { users: 'template_users', categories: 'template_categories', key: 'template_id' },
  frames: { users: 'frame_users', categories: 'frame_categories', key: 'frame_id' },
} as const;
type Assigned = keyof typeof ASSIGNED;

/** A user's sub-categories that count for an assignment: those still active (under an active category). */
export function activeAmong(mine: number[], active: { id: number }[]): number[] {
  const on = new Set(active.map((s) => s.id));
  return mine.filter((id) => on.has(id));
}

/**
 * The assignment rule templates and frames share (spec 01 sections 2–7): a row reaches every user
 * (`all_users`) or the users assigned to it; a user with sub-categories (`subIds`, active ones) also
 * through every category (`all_categories`) or a sub-category assigned to it. The caller adds the
 * rows that reach everyone of its own kind (General templates, the frames one made) with `eb.or`.
 */
export function assignedTo<T extends Assigned>(
  eb: ExpressionBuilder<Database, T>,
  table: T,
  userId: number,
  subIds: number[],
): Expression<SqlBool>[] {
  // The two kinds have the same columns, but Kysely checks a column only against a table it knows:
  // the expressions are typed as the frames', which holds for the templates' as well.
  const e = eb as unknown as ExpressionBuilder<Database, 'frames'>;
  const t = table as Assigned as 'frames';
  const { users, categories, key } = ASSIGNED[table] as unknown as (typeof ASSIGNED)['frames'];
  return [
    e(`${t}.all_users`, '=', 1),
    e.exists(
      e
        .selectFrom(`${users} as au`)
        .select(`au.${key}`)
        .whereRef(`au.${key}`, '=', `${t}.id`)
        .where('au.user_id', '=', userId),
    ),
    ...(subIds.length
      ? [
          e(`${t}.all_categories`, '=', 1),
          e.exists(
            e
              .selectFrom(`${categories} as ac`)
              .select(`ac.${key}`)
              .whereRef(`ac.${key}`, '=', `${t}.id`)
              .where('ac.sub_category_id', 'in', subIds),
          ),
        ]
      : []),
  ];
}
