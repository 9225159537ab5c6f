import {
  alignElement,
  canvasOf,
  clampElement,
  DEFAULT_NFC_IMAGE_FIT,
  defaultLayout,
  type Alignment,
  type NfcImageFit,
  type Canvas,
  type FrameElement,
  type FrameKind,
  type FrameLayoutElements,
  type LayoutOf,
} from '../../../../shared/frames/rules';
import type { Frame } from '../../../../shared/frames/schemas';

/**
 * The frame editor's state and its changes (spec 01 section 2), kept out of the components so that
 * the rules of a change are plain functions: the layout, the image, the NFC name, the panel that is
 * open, the version the editor started from (issue 12, Offline) and an Admin's assignment choice.
 */

/** An image chosen in the editor, as the upload sends it (the form's `file` part). */
export interface ChosenImage {
  fileName: string;
  data: Blob;
}

export interface EditorImage {
  /** Address of the stored image, or a data: URL of the chosen one. */
  href: string;
  /** Width ÷ height. */
  aspect: number;
  /** Set when the image was chosen in the editor and is not stored yet. */
  chosen?: ChosenImage;
}

export interface Assignment {
  users: number[];
  categories: number[];
  allUsers: boolean;
  allCategories: boolean;
}

export const NO_ASSIGNMENT: Assignment = { users: [], categories: [], allUsers: false, allCategories: false };

/** A layout with its kind, so that the kind says which elements it holds (the contract's two layouts). */
export type KindLayout<K extends FrameKind = FrameKind> = K extends FrameKind
  ? { kind: K; elements: LayoutOf<K> }
  : never;

/** A layout as a kind's: null when its elements are not that kind's (a record kept from elsewhere). */
export function kindLayout(kind: FrameKind, elements: FrameLayoutElements): KindLayout | null {
  if (kind === 'nfc') return 'qr' in elements ? { kind, elements } : null;
  return 'logo' in elements ? { kind, elements } : null;
}

/** One element of a layout by its key (the accordion's and the preview's keys are plain strings). */
export function elementAt(elements: FrameLayoutElements, key: string): FrameElement | undefined {
  const byKey: Readonly<Record<string, FrameElement | undefined>> = elements;
  return byKey[key];
}

/** The layout with one element replaced: the same kind of layout. */
function withElement<L extends FrameLayoutElements>(layout: L, key: string, element: FrameElement): L {
  return { ...layout, [key]: element };
}

interface EditorFields {
  name: string;
  /** NFC: how the image fills the card (issue 23); standard frames keep 'cover' unused. */
  imageFit: NfcImageFit;
  savedName: string | null;
  image: EditorImage | null;
  /** The accordion panel that is open: the element last dragged, moved or opened. */
  expanded: string | null;
  /** The stored layout's version this editor's changes are based on (0 for a new frame). */
  version: number;
  assignment: Assignment;
  assignmentChanged: boolean;
  /** Anything changed since the editor opened or last saved. */
  dirty: boolean;
}

export type EditorStateOf<K extends FrameKind> = K extends FrameKind ? KindLayout<K> & EditorFields : never;
export type EditorState = EditorStateOf<FrameKind>;

export type EditorAction =
  | { type: 'load'; frame: Frame }
  | { type: 'setElement'; key: string; patch: Partial<FrameElement> }
  | { type: 'move'; key: string; element: FrameElement }
  | { type: 'align'; key: string; preference: Alignment }
  | { type: 'expand'; key: string | null }
  | { type: 'setImage'; image: EditorImage }
  | { type: 'setName'; name: string }
  | { type: 'setImageFit'; imageFit: NfcImageFit }
  | { type: 'setAssignment'; assignment: Partial<Assignment> }
  | { type: 'saved'; frame: Frame }
  | { type: 'queued' }
  /** The image (and NFC name) reached the server but a later call failed: do not send them again. */
  | { type: 'imageStored' };

export const canvasOfState = (state: Pick<EditorState, 'kind' | 'image'>): Canvas =>
  canvasOf(state.kind, state.image?.aspect);

const freshFields: EditorFields = {
  name: '',
  imageFit: DEFAULT_NFC_IMAGE_FIT,
  savedName: null,
  image: null,
  expanded: null,
  version: 0,
  assignment: NO_ASSIGNMENT,
  assignmentChanged: false,
  dirty: false,
};

export function newEditorState(kind: 'standard'): EditorStateOf<'standard'>;
export function newEditorState(kind: 'nfc'): EditorStateOf<'nfc'>;
export function newEditorState(kind: FrameKind): EditorState;
export function newEditorState(kind: FrameKind): EditorState {
  return kind === 'nfc'
    ? { ...freshFields, kind, elements: { ...defaultLayout('nfc') } }
    : { ...freshFields, kind, elements: { ...defaultLayout('standard') } };
}

/** The editor for a stored frame: its layout, image, name, version and assignment. */
export function editorStateOf(frame: Frame): EditorState {
  const fields: EditorFields = {
    name: frame.frameName ?? '',
    imageFit: frame.kind === 'nfc' ? frame.imageFit : DEFAULT_NFC_IMAGE_FIT,
    savedName: frame.frameName,
    image: { href: frame.frameImageURL, aspect: frame.imageAspect },
    expanded: null,
    version: frame.version,
    assignment: {
      users: frame.users,
      categories: frame.categories,
      allUsers: frame.allUsers,
      allCategories: frame.allCategories,
    },
    assignmentChanged: false,
    dirty: false,
  };
  return frame.kind === 'nfc'
    ? { ...fields, kind: frame.kind, elements: { ...frame.elements } }
    : { ...fields, kind: frame.kind, elements: { ...frame.elements } };
}

/** A frame of the editor's kind loaded over it; a frame of the other kind changes nothing. */
const sameKind = <S extends EditorState>(state: S, next: EditorState): next is S => next.kind === state.kind;

/** Every element brought inside the canvas and its size limits (a new image may change the canvas). */
function clampAll<L extends FrameLayoutElements>(kind: FrameKind, elements: L, canvas: Canvas): L {
  let out = elements;
  for (const [key, el] of Object.entries(elements))
    out = withElement(out, key, clampElement(kind, key, el, canvas));
  return out;
}

export function editorReducer<S extends EditorState>(state: S, action: EditorAction): S {
  switch (action.type) {
    case 'load': {
      const loaded = editorStateOf(action.frame);
      return sameKind(state, loaded) ? { ...loaded, expanded: state.expanded } : state;
    }
    case 'setElement': {
      const current = elementAt(state.elements, action.key);
      if (!current) return state;
      const next = clampElement(
        state.kind,
        action.key,
        { ...current, ...action.patch },
        canvasOfState(state),
      );
      // A Left element typed to a new x keeps hx with it (hx is x before alignment).
      if (action.patch.x !== undefined && next.preference === 'Left') next.hx = next.x;
      return { ...state, elements: withElement(state.elements, action.key, next), dirty: true };
    }
    case 'move':
      if (!elementAt(state.elements, action.key)) return state;
      return {
        ...state,
        elements: withElement(state.elements, action.key, action.element),
        expanded: action.key,
        dirty: true,
      };
    case 'align': {
      const current = elementAt(state.elements, action.key);
      if (!current) return state;
      const next = alignElement(current, action.preference, canvasOfState(state));
      return { ...state, elements: withElement(state.elements, action.key, next), dirty: true };
    }
    case 'expand':
      return { ...state, expanded: action.key };
    case 'setImage': {
      const next = { ...state, image: action.image, dirty: true };
      return { ...next, elements: clampAll(state.kind, state.elements, canvasOfState(next)) };
    }
    case 'setName':
      return { ...state, name: action.name, dirty: true };
    case 'setImageFit':
      return { ...state, imageFit: action.imageFit, dirty: true };
    case 'setAssignment':
      return {
        ...state,
        assignment: { ...state.assignment, ...action.assignment },
        assignmentChanged: true,
        dirty: true,
      };
    case 'saved': {
      const saved = editorStateOf(action.frame);
      // The server's layout is now the editor's; what is open stays open.
      return sameKind(state, saved) ? { ...saved, expanded: state.expanded } : state;
    }
    case 'imageStored':
      return {
        ...state,
        savedName: state.kind === 'nfc' ? state.name.trim() : state.savedName,
        image: state.image ? { href: state.image.href, aspect: state.image.aspect } : null,
      };
    case 'queued':
      // The queued save will make the stored layout one version newer when it arrives: the next save
      // from this editor builds on that one, so the two replay in order without a conflict.
      return {
        ...state,
        version: state.version + 1,
        savedName: state.kind === 'nfc' ? state.name.trim() : state.savedName,
        image: state.image ? { href: state.image.href, aspect: state.image.aspect } : null,
        assignmentChanged: false,
        dirty: false,
      };
  }
}
