import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

const templatesPage = () => import('./pages/TemplatesPage');
const templateFormPage = () => import('./pages/TemplateFormPage');
const webTemplatesPage = () => import('./pages/WebTemplatesPage');
const webTemplateFormPage = () => import('./pages/WebTemplateFormPage');

/** Mounted under /admin. */
export const templatesAdminRoutes: RouteObject[] = [
  // Design templates (issue 12; spec 01 section 2).
  { path: admin.route('template'), lazy: lazyComponent(templatesPage, 'TemplatesPage') },
  { path: admin.route('template/add'), lazy: lazyComponent(templateFormPage, 'AddTemplatePage') },
  { path: admin.route('template/:id/edit'), lazy: lazyComponent(templateFormPage, 'EditTemplatePage') },
  { path: admin.route('template/:id/layout'), lazy: lazyComponent(templateFormPage, 'TemplateLayoutPage') },
  // Web template admin list (issue 12; spec 01 section 2).
  { path: admin.route('web-template'), lazy: lazyComponent(webTemplatesPage, 'WebTemplatesPage') },
  { path: admin.route('add-template'), lazy: lazyComponent(webTemplateFormPage, 'AddWebTemplatePage') },
  { path: admin.route('edit-template/:id'), lazy: lazyComponent(webTemplateFormPage, 'EditWebTemplatePage') },
];
