import type { AppContext } from '../../context';
import type { SocialOptions } from '../../providers/social/types';
import { socialProvidersOf, socialService } from '../social/service';
import { bulkScheduler, type BulkOptions } from './bulk';
import { draftsService } from './drafts';
import { cancelAccountTargets } from './post-view';
import { publisher, type PublisherOptions } from './publisher';
import { postsService } from './service';

export type PostsModuleOptions = {
  social?: SocialOptions;
  publisher?: PublisherOptions;
  bulk?: BulkOptions;
};

/**
 * The posts area's parts, built once per server: one publisher, one set of providers, and the
 * social accounts it publishes to (their removal cancels the account's pending posts).
 */
export function postsModule(ctx: AppContext, options: PostsModuleOptions = {}) {
  const providers = socialProvidersOf(ctx, options.social);
  const accounts = socialService(ctx, providers, {
    onRemove: (trx, accountId) => cancelAccountTargets(trx, accountId, ctx.clock.now()),
  });
  const runner = publisher(ctx, accounts, providers, options.publisher);
  const posts = postsService(ctx, accounts, runner);
  return {
    providers,
    accounts,
    posts,
    publisher: runner,
    drafts: draftsService(ctx),
    bulk: bulkScheduler(ctx, posts, options.bulk),
  };
}

export type PostsModule = ReturnType<typeof postsModule>;
