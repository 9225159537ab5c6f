import { isImageType } from '../../../shared/posts/media';
import type { PostMedia } from '../../../shared/posts/schemas';
import type { AppContext } from '../../context';
import type { Publication } from '../../providers/social/types';
import { addUpdate, webAccountOf } from '../web/service';

/** The website a target named is gone (its target is cancelled, as for a disconnected account). */
export class WebsiteGone extends Error {
  constructor() {
    super('The website was deleted');
  }
}

/**
 * Platform Web (issue 24): a post to the website becomes an update of the live site at once (the
 * web area re-renders its home and update pages). The same post again replaces its update, so a
 * run that died half-way may simply run again. The update shows the post's first image; a video
 * post shows its caption only.
 */
export async function publishToWebsite(
  ctx: AppContext,
  target: { post_id: number; user_id: number; website_id: number | null },
  post: { caption: string; media: string },
): Promise<Publication> {
  if (target.website_id === null) throw new WebsiteGone();
  const first = (JSON.parse(post.media) as PostMedia[])[0];
  const update = await addUpdate(ctx, target.user_id, {
    postId: target.post_id,
    imageURL: first && isImageType(first.mime) ? first.url : null,
    caption: post.caption,
    date: ctx.clock.now().toISOString(),
  });
  const site = await webAccountOf(ctx, target.user_id);
  return { externalPostId: String(update.id), postUrl: site ? `${site.name}updates/${update.id}` : '' };
}
