/**
 * The posts area's public entry: where Web Updates opens the post page in web update mode (spec 01
 * §5). Everything else in features/posts is its own.
 */
export { webUpdatePostPath } from './paths';
