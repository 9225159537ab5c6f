import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

const templatesPage = () => import('./pages/TemplatesPage');
const templateFormPage = () => import('./pages/TemplateFormPage');

/** Mounted under /admin. */
export const templatesAdminRoutes: RouteObject[] = [
  // Design templates (issue 12; spec 01 section 2).
  { path: admin.route('template'), lazy: lazyComponent(templatesPage, 'TemplatesPage') },
  { path: admin.route('template/add'), lazy: lazyComponent(templateFormPage, 'AddTemplatePage') },
  { path: admin.route('template/:id/edit'), lazy: lazyComponent(templateFormPage, 'EditTemplatePage') },
  { path: admin.route('template/:id/layout'), lazy: lazyComponent(templateFormPage, 'TemplateLayoutPage') },
];
