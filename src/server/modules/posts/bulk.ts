import { kindOfType, type MediaFacts } from '../../../shared/posts/media';
import { parseBulkCsv, type BulkRowError } from '../../../shared/posts/bulk-csv';
import { publicUrlProblem } from '../../../shared/posts/public-url';
import { checkPost, postRules, type ComposedPost } from '../../../shared/posts/rules';
import type { PostMedia } from '../../../shared/posts/schemas';
import { isTimeZone } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/context';
import { fetchGuardOf, guardedFetch, GuardedFetchError } from '../../http/guarded-fetch';
import { filesService } from '../files/service';
import { measureMedia } from './media/probe';
import { accountsOfUser, type AccountRow } from '../social/service';
import type { NewPost } from './create';
import type { PostsService } from './service';

export interface BulkOptions {
  /** The most bytes one media_url may bring (100 MB, the largest post video). */
  maxFileBytes?: number;
  /** The most bytes all of one CSV's media_urls may bring together. */
  maxCsvBytes?: number;
}

const MB = 1024 * 1024;

/**
 * Bulk scheduling from a CSV (issue 13, beyond the spec): caption, media_url, accounts (names or
 * ids) and when (DD-MM-YYYY hh:mm A in the user's zone, or best). A dry run answers every row's
 * problems; a confirmed file is checked again, its media fetched and measured, and then all its
 * posts are created in one transaction, or none.
 */
export function bulkScheduler(ctx: AppContext, posts: PostsService, options: BulkOptions = {}) {
  const { db } = ctx;
  const files = filesService(ctx);
  const maxFileBytes = options.maxFileBytes ?? 100 * MB;
  const maxCsvBytes = options.maxCsvBytes ?? 300 * MB;
  const guard = fetchGuardOf(ctx.config);

  /**
   * A media_url's bytes through the guarded fetch (issue 22 §4): public addresses only, pinned,
   * redirects checked, at most what is left of the CSV's allowance. Any failure reads the same.
   */
  async function fetchMedia(url: string, left: number): Promise<Buffer | string> {
    const problem = publicUrlProblem(url);
    if (problem) return problem;
    const cap = Math.min(maxFileBytes, left);
    try {
      const fetched = await guardedFetch(url, {
        ...guard,
        maxBytes: cap,
        tooLarge:
          cap < maxFileBytes
            ? `The files of this CSV come to more than ${Math.floor(maxCsvBytes / MB)} MB together`
            : `The file is larger than ${Math.floor(maxFileBytes / MB)} MB`,
      });
      return fetched.bytes;
    } catch (err) {
      if (!(err instanceof GuardedFetchError)) throw err;
      ctx.log.info({ reason: err.reason }, 'a CSV media_url was not fetched');
      return err.message;
    }
  }

  return async function schedule(
    caller: AuthUser,
    input: { csv: string; dryRun: boolean; timeZone?: string },
  ) {
    const timeZone = input.timeZone && isTimeZone(input.timeZone) ? input.timeZone : ctx.clock.timeZone;
    const parsed = parseBulkCsv(input.csv, { now: ctx.clock.now(), timeZone });
    const errors: BulkRowError[] = [...parsed.errors];
    const answer = () => ({ rows: parsed.rows.length, created: 0, errors });
    if (errors.length) return answer();

    const owned = await accountsOfUser(db, caller.id);
    const companyName = await posts.companyNameOf(caller.id);
    const ready: NewPost[] = [];
    const stored: string[] = [];
    let fetchedBytes = 0;
    for (const row of parsed.rows) {
      const chosen: AccountRow[] = [];
      for (const token of row.accounts) {
        const match = owned.filter(
          (a) => String(a.id) === token || a.name.toLowerCase() === token.toLowerCase(),
        );
        if (match.length === 1) chosen.push(match[0]);
        else
          errors.push({
            row: row.row,
            field: 'accounts',
            message: match.length
              ? `${token} names several accounts: use its id`
              : `No connected account is called ${token}`,
          });
      }
      if (!chosen.length) continue;
      let media: PostMedia[] = [];
      if (row.mediaUrl && !input.dryRun) {
        const bytes = await fetchMedia(row.mediaUrl, maxCsvBytes - fetchedBytes);
        if (typeof bytes !== 'string') fetchedBytes += bytes.length;
        const facts = typeof bytes === 'string' ? { error: bytes } : await measureMedia(bytes);
        if ('error' in facts) errors.push({ row: row.row, field: 'media_url', message: facts.error });
        else if (typeof bytes !== 'string') {
          const saved = await files.storeOwned(caller, {
            fileName: new URL(row.mediaUrl).pathname.split('/').pop() || 'media',
            contentType: facts.mime,
            extension: facts.mime.split('/')[1].replace('quicktime', 'mov').replace('jpeg', 'jpg'),
            bytes,
            isPublic: true,
          });
          stored.push(saved.id);
          media = [{ url: saved.url, ...facts }];
        }
      } else if (row.mediaUrl) {
        const problem = publicUrlProblem(row.mediaUrl);
        if (problem) errors.push({ row: row.row, field: 'media_url', message: problem });
      }
      const composed: ComposedPost = {
        mediaKind: media.length ? kindOfType(media[0].mime)! : 'none',
        media: media as MediaFacts[],
        caption: row.caption,
        companyName,
        webUpdateMode: false,
      };
      // In a dry run the media is not fetched yet: its own rules are checked on confirm.
      const problems = checkPost(
        row.mediaUrl && input.dryRun ? { ...composed, mediaKind: 'none' } : composed,
        chosen.map((a) => a.platform_id),
      );
      if (row.mediaUrl && input.dryRun) delete problems.caption;
      for (const [field, message] of Object.entries(problems))
        errors.push({
          row: row.row,
          field: field === 'accounts' ? 'accounts' : field === 'media' ? 'media_url' : field,
          message,
        });
      if (errors.some((e) => e.row === row.row)) continue;
      const due: Date[] = [];
      for (const a of chosen)
        due.push(
          row.best ? await posts.bestTimeFor(a, timeZone, ctx.clock.now(), due) : new Date(row.scheduledAt!),
        );
      ready.push({
        rules: postRules(composed),
        media,
        scheduleType: row.best ? 'best' : 'custom',
        timeZone,
        targets: chosen.map((account, i) => ({ account, dueAt: due[i] })),
      });
    }
    // All or nothing: media fetched for a file that is refused goes again.
    const forget = () => Promise.all(stored.map((id) => files.remove(id)));
    if (errors.length || input.dryRun) {
      await forget();
      return answer();
    }
    const ids = await posts.insertPosts(caller, ready).catch(async (err: unknown) => {
      await forget();
      throw err;
    });
    return { rows: parsed.rows.length, created: ids.length, errors: [] };
  };
}
