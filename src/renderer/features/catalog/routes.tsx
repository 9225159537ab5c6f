import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

const categoryForms = () => import('./pages/CategoryFormPage');
const subCategoryForms = () => import('./pages/SubCategoryFormPage');
const tagForms = () => import('./pages/TagFormPage');
const templateFieldForms = () => import('./pages/TemplateFieldFormPage');
const fontForms = () => import('./pages/FontFormPage');
const colourForms = () => import('./pages/ColourFormPage');
const languageForms = () => import('./pages/LanguageFormPage');

/** Mounted under /admin: the Masters lists (issue 12), each with add and {id}/edit. */
export const catalogAdminRoutes: RouteObject[] = [
  {
    path: admin.route('category'),
    lazy: lazyComponent(() => import('./pages/CategoriesPage'), 'CategoriesPage'),
  },
  { path: admin.route('category/add'), lazy: lazyComponent(categoryForms, 'AddCategoryPage') },
  { path: admin.route('category/:id/edit'), lazy: lazyComponent(categoryForms, 'EditCategoryPage') },
  {
    path: admin.route('subcategory'),
    lazy: lazyComponent(() => import('./pages/SubCategoriesPage'), 'SubCategoriesPage'),
  },
  { path: admin.route('subcategory/add'), lazy: lazyComponent(subCategoryForms, 'AddSubCategoryPage') },
  { path: admin.route('subcategory/:id/edit'), lazy: lazyComponent(subCategoryForms, 'EditSubCategoryPage') },
  { path: admin.route('tag'), lazy: lazyComponent(() => import('./pages/TagsPage'), 'TagsPage') },
  { path: admin.route('tag/add'), lazy: lazyComponent(tagForms, 'AddTagPage') },
  { path: admin.route('tag/:id/edit'), lazy: lazyComponent(tagForms, 'EditTagPage') },
  {
    path: admin.route('template-field'),
    lazy: lazyComponent(() => import('./pages/TemplateFieldsPage'), 'TemplateFieldsPage'),
  },
  {
    path: admin.route('template-field/add'),
    lazy: lazyComponent(templateFieldForms, 'AddTemplateFieldPage'),
  },
  {
    path: admin.route('template-field/:id/edit'),
    lazy: lazyComponent(templateFieldForms, 'EditTemplateFieldPage'),
  },
  { path: admin.route('font'), lazy: lazyComponent(() => import('./pages/FontsPage'), 'FontsPage') },
  { path: admin.route('font/add'), lazy: lazyComponent(fontForms, 'AddFontPage') },
  { path: admin.route('font/:id/edit'), lazy: lazyComponent(fontForms, 'EditFontPage') },
  { path: admin.route('colour'), lazy: lazyComponent(() => import('./pages/ColoursPage'), 'ColoursPage') },
  { path: admin.route('colour/add'), lazy: lazyComponent(colourForms, 'AddColourPage') },
  { path: admin.route('colour/:id/edit'), lazy: lazyComponent(colourForms, 'EditColourPage') },
  {
    path: admin.route('language'),
    lazy: lazyComponent(() => import('./pages/LanguagesPage'), 'LanguagesPage'),
  },
  { path: admin.route('language/add'), lazy: lazyComponent(languageForms, 'AddLanguagePage') },
  { path: admin.route('language/:id/edit'), lazy: lazyComponent(languageForms, 'EditLanguagePage') },
];
