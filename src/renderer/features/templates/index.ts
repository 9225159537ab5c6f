// The templates area's public entry (ARCHITECTURE.md, Layers): the assign dialogs that frames use
// too (spec 01 section 2, Assign User and Assign Category dialogs), and Post home's templates.
export { AssignUsersDialog, type AssignUsersDialogProps } from './components/AssignUsersDialog';
export {
  AssignCategoriesDialog,
  type AssignCategoriesDialogProps,
} from './components/AssignCategoriesDialog';
export { MyTemplatesGallery } from './components/MyTemplatesGallery';
// The edit page's shell, shared with the web templates' form.
export { EditTemplateShell } from './components/EditTemplateShell';
