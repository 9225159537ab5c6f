import type { AppContext } from '../../context';
import { socialProviders } from '../../providers/social';
import type { SocialOptions } from '../../providers/social/types';
import { accountsService } from './accounts';
import { bulkScheduler } from './bulk';
import { draftsService } from './drafts';
import { publisher, type PublisherOptions } from './publisher';
import { postsService } from './service';

export type PostsModuleOptions = { social?: SocialOptions; publisher?: PublisherOptions };

/** The posts area's parts, built once per server: one publisher, one set of providers. */
export function postsModule(ctx: AppContext, options: PostsModuleOptions = {}) {
  const providers = socialProviders(ctx.settings, options.social);
  const accounts = accountsService(ctx, providers);
  const runner = publisher(ctx, accounts, providers, options.publisher);
  const posts = postsService(ctx, accounts, runner);
  return {
    providers,
    accounts,
    posts,
    publisher: runner,
    drafts: draftsService(ctx),
    bulk: bulkScheduler(ctx, posts),
  };
}

export type PostsModule = ReturnType<typeof postsModule>;
