// The web templates area's public entry (ARCHITECTURE.md, Layers): where its admin pages live.
export { WEB_TEMPLATE_PATHS, editWebTemplatePath } from './paths';
// The cover picker, which design templates use too.
export { COVER_ASPECT, CoverImageInput } from './components/CoverImageInput';
