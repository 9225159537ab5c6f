import { describe, expect, it } from 'vitest';
import { freeSlug, SLUG_MESSAGES as M, slugFrom, slugProblem } from '../../src/shared/web-templates/slugs';

/** Issue 24: slugs a-z0-9-, unique per site, reserved names refused. */
describe('website and product page slugs', () => {
  it('accepts lower-case letters, digits and single hyphens only', () => {
    expect(slugProblem('green-leaf-2', 'site')).toBeNull();
    for (const bad of ['Green', 'green_leaf', '-green', 'green-', 'green--leaf', 'café', 'a/b', '..', 'a b'])
      expect(slugProblem(bad, 'site'), bad).toBe(M.pattern);
    expect(slugProblem('', 'page')).toBe(M.required);
    expect(slugProblem('a'.repeat(61), 'page')).toBe(M.tooLong);
  });

  it('refuses the reserved names of each kind', () => {
    expect(slugProblem('admin', 'site')).toBe(M.reserved);
    expect(slugProblem('about', 'page')).toBe(M.reserved);
    expect(slugProblem('updates', 'page')).toBe(M.reserved);
    // A product may be called "admin"; a site may be called "about".
    expect(slugProblem('admin', 'page')).toBeNull();
    expect(slugProblem('about', 'site')).toBeNull();
  });

  it('makes a slug from a name and keeps it free', () => {
    expect(slugFrom('  Café Crème & Co. ')).toBe('cafe-creme-co');
    expect(slugFrom('{{ 7*7 }}')).toBe('7-7');
    expect(slugFrom('!!!')).toBe('');
    expect(freeSlug('Green Leaf', new Set(), 'site')).toBe('green-leaf');
    expect(freeSlug('Green Leaf', new Set(['green-leaf', 'green-leaf-2']), 'site')).toBe('green-leaf-3');
    expect(freeSlug('About', new Set(), 'page')).toBe('product');
    expect(freeSlug('!!!', new Set(['site']), 'site')).toBe('site-2');
    const long = freeSlug('x'.repeat(80), new Set(['x'.repeat(60)]), 'page');
    expect([long.length, long.endsWith('-2')]).toEqual([60, true]);
  });
});
