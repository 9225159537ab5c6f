import { useQueryClient } from '@tanstack/react-query';
import { catalogContract } from '../../../shared/catalog/contract';
import type { EndpointDef } from '../../../shared/http/endpoint';
import { usersContract } from '../../../shared/users/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey, endpointKey, endpointPrefix } from '../../lib/queryKeys';
import { useListStatusToggle } from '../../lib/useListStatusToggle';

const c = catalogContract;

// Active lists (spec 01 section 7), for this feature's forms and, through index.ts, other features' pickers.
export const useActiveCategories = () => useEndpointQuery(c.activeCategories);
export const useActiveTags = () => useEndpointQuery(c.activeTags);
export const useActiveTemplateFields = () => useEndpointQuery(c.activeTemplateFields);
export const useActiveFonts = () => useEndpointQuery(c.activeFonts);
export const useActiveNfcFonts = () => useEndpointQuery(c.activeNfcFonts);
export const useActiveColours = () => useEndpointQuery(c.activeColours);
export const useActiveLanguages = () => useEndpointQuery(c.activeLanguages);

// One row, for its edit page.
export const useCategory = (id: number) => useEndpointQuery(c.categoryById, { params: { id } });
export const useSubCategory = (id: number) => useEndpointQuery(c.subCategoryById, { params: { id } });
export const useTag = (id: number) => useEndpointQuery(c.tagById, { params: { id } });
export const useTemplateField = (id: number) => useEndpointQuery(c.templateFieldById, { params: { id } });
export const useFont = (id: number) => useEndpointQuery(c.fontById, { params: { id } });
export const useColour = (id: number) => useEndpointQuery(c.colourById, { params: { id } });
export const useLanguage = (id: number) => useEndpointQuery(c.languageById, { params: { id } });

/** After any change: the whole catalog area and the sub-categories the Update User page offers. */
function useInvalidateCatalog() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: areaKey('catalog') });
    // Users/SubCategory lists active sub-categories under active categories.
    void client.invalidateQueries({ queryKey: endpointKey(usersContract.subCategoryOptions) });
  };
}

/** The add and edit mutations of one master. */
function useSave<C extends EndpointDef, U extends EndpointDef>(createEndpoint: C, updateEndpoint: U) {
  const invalidate = useInvalidateCatalog();
  const create = useEndpointMutation(createEndpoint, { onSuccess: invalidate });
  const update = useEndpointMutation(updateEndpoint, { onSuccess: invalidate });
  return { create, update };
}

export const useSaveCategory = () => useSave(c.createCategory, c.updateCategory);
export const useSaveSubCategory = () => useSave(c.createSubCategory, c.updateSubCategory);
export const useSaveTag = () => useSave(c.createTag, c.updateTag);
export const useSaveTemplateField = () => useSave(c.createTemplateField, c.updateTemplateField);
export const useSaveFont = () => useSave(c.createFont, c.updateFont);
export const useSaveColour = () => useSave(c.createColour, c.updateColour);
export const useSaveLanguage = () => useSave(c.createLanguage, c.updateLanguage);

/** Each master's list, status switch and delete, by the kind the row components take. */
const MASTERS = {
  category: { list: c.categories, status: c.categoryStatus, remove: c.deleteCategory },
  subCategory: { list: c.subCategories, status: c.subCategoryStatus, remove: c.deleteSubCategory },
  tag: { list: c.tags, status: c.tagStatus, remove: c.deleteTag },
  templateField: { list: c.templateFields, status: c.templateFieldStatus, remove: c.deleteTemplateField },
  font: { list: c.fonts, status: c.fontStatus, remove: c.deleteFont },
  colour: { list: c.colours, status: c.colourStatus, remove: c.deleteColour },
  language: { list: c.languages, status: c.languageStatus, remove: c.deleteLanguage },
} as const;

export type MasterKind = keyof typeof MASTERS;

/** A row's active switch: flips at once in the table, flips back when the server refuses. */
export function useToggleCatalogStatus(kind: MasterKind) {
  const { status, list } = MASTERS[kind];
  return useListStatusToggle(status, endpointPrefix(list), useInvalidateCatalog());
}

/** A row's delete (DELETE /{id}); 409 while in use, with the server's reason. */
export function useDeleteCatalogRow(kind: MasterKind) {
  return useEndpointMutation(MASTERS[kind].remove, { onSuccess: useInvalidateCatalog() });
}
