import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /admin. */
export const templatesAdminRoutes: RouteObject[] = [
  { path: 'template', lazy: page('TemplatesPage') },
  { path: 'template/add', lazy: page('AddTemplatePage') },
  { path: 'template/:id/edit', lazy: page('EditTemplatePage') },
  { path: 'template/:id/layout', lazy: page('TemplateLayoutPage') },
  { path: 'template-field', lazy: page('TemplateFieldsPage') },
  { path: 'template-field/add', lazy: page('AddTemplateFieldPage') },
  { path: 'template-field/:id/edit', lazy: page('EditTemplateFieldPage') },
  { path: 'web-template', lazy: page('WebTemplatesPage') },
  { path: 'add-template', lazy: page('AddWebTemplatePage') },
  { path: 'edit-template/:id', lazy: page('EditWebTemplatePage') },
];
