import { PLATFORM } from '../../../shared/social/platforms';
import type { PostTarget } from '../../../shared/posts/schemas';

/** Spec 01 §4: the delete icon shows for a User when the status is not SUCCESS or the platform is Web. */
export const canDeleteTarget = (t: Pick<PostTarget, 'status' | 'platformId'>) =>
  t.status !== 'SUCCESS' || t.platformId === PLATFORM.web;
