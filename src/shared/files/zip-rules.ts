/**
 * What every uploaded package zip must respect, whatever it holds (design template packages,
 * issue 12; web template packages, issue 24): the rules on the names of its entries. Each kind of
 * package adds the places and extensions it allows on top of these.
 */

const MB = 1024 * 1024;
export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The longest entry name a package may hold. */
export const MAX_ENTRY_NAME_LENGTH = 200;

/** Entries that zip tools add on their own, skipped without complaint. */
export const isJunkEntry = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db)$/.test(name);

/**
 * Why an entry's path is refused whatever the package, or null: no `..` (zip slip), no absolute or
 * drive paths, no backslashes or control characters, no empty or `.` parts, not too long.
 */
export function zipPathProblem(name: string): string | null {
  if (name.length > MAX_ENTRY_NAME_LENGTH) return `${name.slice(0, 60)}…: the file name is too long`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return `${JSON.stringify(name)}: control characters in a file name`;
  if (name.includes('\\')) return `${name}: backslashes are not allowed in paths`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `${name}: absolute paths are not allowed`;
  if (name.split('/').some((part) => part === '..')) return `${name}: ".." is not allowed in paths`;
  if (name.split('/').some((part) => part === '' || part === '.')) return `${name}: the path is malformed`;
  return null;
}
