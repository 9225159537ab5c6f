import { adminPath } from '../../lib/paths';

/** The web template admin pages (spec 01 section 2: web-template, add-template, edit-template). */
export const WEB_TEMPLATE_PATHS = {
  list: adminPath('web-template'),
  add: adminPath('add-template'),
} as const;

export const editWebTemplatePath = (id: number) => adminPath('edit-template/:id', { id });
