import { postPath } from '../../lib/paths';

/** My Frames, where a User picks their default frame (spec 01 section 2). */
export const framesPath = postPath('my-frames');
