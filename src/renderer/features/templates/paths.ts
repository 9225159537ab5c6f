import { adminPath, postPath } from '../../lib/paths';

/** The design template admin pages (spec 01 section 2: template, template/add, template/{id}/edit). */
export const TEMPLATE_PATHS = {
  list: adminPath('template'),
  add: adminPath('template/add'),
} as const;

export const editTemplatePath = (id: number) => adminPath('template/:id/edit', { id });

/** Post home's "Use in post" (issue 12, Post home: `/post/add-post/{id}`). */
export const addPostPath = (id: number) => postPath('add-post/:id', { id });

/** The template id in an address (`template/{id}/edit`, `edit-template/{id}`), else null. */
export function templateIdFrom(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
