import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);
const webTemplatesPage = () => import('./pages/WebTemplatesPage');
const webTemplateFormPage = () => import('./pages/WebTemplateFormPage');

/** Mounted under /admin. */
export const templatesAdminRoutes: RouteObject[] = [
  { path: admin.route('template'), lazy: page('TemplatesPage') },
  { path: admin.route('template/add'), lazy: page('AddTemplatePage') },
  { path: admin.route('template/:id/edit'), lazy: page('EditTemplatePage') },
  { path: admin.route('template/:id/layout'), lazy: page('TemplateLayoutPage') },
  // Web template admin list (issue 12; spec 01 section 2).
  { path: admin.route('web-template'), lazy: lazyComponent(webTemplatesPage, 'WebTemplatesPage') },
  { path: admin.route('add-template'), lazy: lazyComponent(webTemplateFormPage, 'AddWebTemplatePage') },
  { path: admin.route('edit-template/:id'), lazy: lazyComponent(webTemplateFormPage, 'EditWebTemplatePage') },
];
