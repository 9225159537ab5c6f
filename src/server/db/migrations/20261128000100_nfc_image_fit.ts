import type { Kysely } from 'kysely';

/**
 * How an NFC frame's image fills the card when it is not card-shaped (issue 23: a 4:1 image was
 * stretched): 'cover' (fills the card, cropping) or 'contain' (the whole image on white). The Admin
 * chooses in the editor; frames made before keep 'cover'. Standard frames leave it null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('frames').addColumn('image_fit', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('frames').dropColumn('image_fit').execute();
}
