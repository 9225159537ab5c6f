import { BOT_MESSAGES as M, type FlowQuestion } from '../../../shared/bots/schemas';
import { flowErrorFields } from '../../../shared/bots/rules';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import { botOwnerId, visibleBot } from './bots';
import type { BotsDeps } from './deps';
import { flowFiles } from './flow-files';
import { loadFlow, writeFlow } from './flow-rows';

/** The flow's own problems beyond §5: each frontendId once, files only of ours (422 keyed by frontendId). */
function structureErrors(deps: BotsDeps, questions: FlowQuestion[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  const ours = `${deps.ctx.config.publicBaseUrl}/files/`;
  for (const q of questions) {
    if (seen.has(q.frontendId)) errors[q.frontendId] = 'Each component needs its own frontendId';
    seen.add(q.frontendId);
    if (q.imageOrFilePath && !q.imageOrFilePath.startsWith(ours)) errors[q.frontendId] = M.fileRequired;
  }
  return errors;
}

/** Sequences 1…n in the editor's order (§4: renumbered after a drag). */
const renumbered = (questions: FlowQuestion[]) =>
  [...questions].sort((a, b) => a.sequence - b.sequence).map((q, i) => ({ ...q, sequence: i + 1 }));

/**
 * §7 Bot save: the §5 check (shared/bots/rules.ts) then the whole flow in one transaction. A bot with
 * visitors answers 409: its conversations refer to this flow, so the owner copies the bot or deletes
 * the responses first (§4's dialog).
 */
export async function saveFlow(deps: BotsDeps, caller: AuthUser, id: number, input: FlowQuestion[]) {
  const ownerId = await botOwnerId(deps, caller, id);
  const errors = { ...flowErrorFields(input), ...structureErrors(deps, input) };
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const questions = renumbered(input);
  const previous = await loadFlow(deps.ctx.db, id);
  const owner = { id: ownerId, role: 'User' as const };
  for (const q of questions)
    if (q.imageOrFilePath) q.imageOrFilePath = await deps.files.publish(q.imageOrFilePath, owner);

  await deps.ctx.db.transaction().execute(async (trx) => {
    const visitors = await trx
      .selectFrom('bot_visitors')
      .select('id')
      .where('bot_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (visitors) throw new HttpError(409, M.hasVisitors, 'BotHasVisitors');
    await writeFlow(trx, id, questions);
    await trx
      .updateTable('bots')
      .set({ updated_at: deps.ctx.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
  });
  const bot = await visibleBot(deps, caller, id);
  await deps.files.useFiles({ kind: 'bot', id }, flowFiles(questions, bot.avatar));
  // What the editor uploaded is now kept by the saved flow (or was dropped with its component).
  const frontendIds = new Set([...previous, ...questions].map((q) => q.frontendId));
  for (const f of frontendIds) await deps.files.useFiles({ kind: 'bot-component', id: `${id}:${f}` }, []);
  return { ...bot, questions: await loadFlow(deps.ctx.db, id) };
}
