import { placeholderPage } from '../../../lib/PlaceholderPage';

// Design templates, layout editors and web templates (spec 01); template fields are catalog masters.
// Honest empty pages until the area is built; the real pages replace them.
export const TemplatesPage = placeholderPage('Templates');
export const AddTemplatePage = placeholderPage('Add Template');
export const EditTemplatePage = placeholderPage('Edit Template');
export const TemplateLayoutPage = placeholderPage('Template Layout');
export const WebTemplatesPage = placeholderPage('Web Templates');
export const AddWebTemplatePage = placeholderPage('Add Web Template');
export const EditWebTemplatePage = placeholderPage('Edit Web Template');
