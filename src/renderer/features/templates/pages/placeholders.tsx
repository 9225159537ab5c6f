import { placeholderPage } from '../../../lib/PlaceholderPage';

// Design templates and layout editors (spec 01); template fields are catalog masters, web templates
// have their own pages.
// Honest empty pages until the area is built; the real pages replace them.
export const TemplatesPage = placeholderPage('Templates');
export const AddTemplatePage = placeholderPage('Add Template');
export const EditTemplatePage = placeholderPage('Edit Template');
export const TemplateLayoutPage = placeholderPage('Template Layout');
