// The catalog's public entry (ARCHITECTURE.md, Layers): the active lists other features pick from
// (frames' fonts and colours, templates' tags and fields, posts' languages).
export {
  useActiveCategories,
  useActiveColours,
  useActiveFonts,
  useActiveLanguages,
  useActiveNfcFonts,
  useActiveTags,
  useActiveTemplateFields,
} from './api';
