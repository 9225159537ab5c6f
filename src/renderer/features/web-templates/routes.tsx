import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

const webTemplatesPage = () => import('./pages/WebTemplatesPage');
const webTemplateFormPage = () => import('./pages/WebTemplateFormPage');

/** Mounted under /admin: the web template admin list and form (issue 12; spec 01 section 2). */
export const webTemplatesAdminRoutes: RouteObject[] = [
  { path: admin.route('web-template'), lazy: lazyComponent(webTemplatesPage, 'WebTemplatesPage') },
  { path: admin.route('add-template'), lazy: lazyComponent(webTemplateFormPage, 'AddWebTemplatePage') },
  { path: admin.route('edit-template/:id'), lazy: lazyComponent(webTemplateFormPage, 'EditWebTemplatePage') },
];
