/** The templates' public entry: the preview and the approved list, for the campaign form. */
export { TemplatePreview, type TemplatePreviewProps } from './TemplatePreview';
export { FormattedText } from './FormattedText';
export { useApprovedTemplates } from './api';
