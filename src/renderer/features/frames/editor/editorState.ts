import {
  alignElement,
  canvasOf,
  clampElement,
  defaultLayout,
  type Alignment,
  type Canvas,
  type FrameElement,
  type FrameKind,
  type FrameLayoutElements,
} from '../../../../shared/frames/rules';
import type { Frame } from '../../../../shared/frames/schemas';

/**
 * The frame editor's state and its changes (spec 01 section 2), kept out of the components so that
 * the rules of a change are plain functions: the layout, the image, the NFC name, the panel that is
 * open, the version the editor started from (issue 12, Offline) and an Admin's assignment choice.
 */

/** An image chosen in the editor, as the upload sends it. */
export interface ChosenImage {
  fileName: string;
  contentType: 'image/png' | 'image/jpeg';
  dataBase64: string;
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

export interface EditorState {
  kind: FrameKind;
  elements: Record<string, FrameElement>;
  name: string;
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

export type EditorAction =
  | { type: 'load'; frame: Frame }
  | { type: 'setElement'; key: string; patch: Partial<FrameElement> }
  | { type: 'move'; key: string; element: FrameElement }
  | { type: 'align'; key: string; preference: Alignment }
  | { type: 'expand'; key: string | null }
  | { type: 'setImage'; image: EditorImage }
  | { type: 'setName'; name: string }
  | { type: 'setAssignment'; assignment: Partial<Assignment> }
  | { type: 'saved'; frame: Frame }
  | { type: 'queued' }
  /** The image (and NFC name) reached the server but a later call failed: do not send them again. */
  | { type: 'imageStored' };

export const canvasOfState = (state: Pick<EditorState, 'kind' | 'image'>): Canvas =>
  canvasOf(state.kind, state.image?.aspect);

export function newEditorState(kind: FrameKind): EditorState {
  return {
    kind,
    elements: { ...(defaultLayout(kind) as FrameLayoutElements) } as Record<string, FrameElement>,
    name: '',
    savedName: null,
    image: null,
    expanded: null,
    version: 0,
    assignment: NO_ASSIGNMENT,
    assignmentChanged: false,
    dirty: false,
  };
}

/** The editor for a stored frame: its layout, image, name, version and assignment. */
export function editorStateOf(frame: Frame): EditorState {
  return {
    kind: frame.kind,
    elements: { ...(frame.elements as Record<string, FrameElement>) },
    name: frame.frameName ?? '',
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
}

/** Every element brought inside the canvas and its size limits (a new image may change the canvas). */
function clampAll(kind: FrameKind, elements: Record<string, FrameElement>, canvas: Canvas) {
  return Object.fromEntries(
    Object.entries(elements).map(([key, el]) => [key, clampElement(kind, key, el, canvas)]),
  );
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return { ...editorStateOf(action.frame), expanded: state.expanded };
    case 'setElement': {
      const current = state.elements[action.key];
      if (!current) return state;
      const next = clampElement(
        state.kind,
        action.key,
        { ...current, ...action.patch },
        canvasOfState(state),
      );
      // A Left element typed to a new x keeps hx with it (hx is x before alignment).
      if (action.patch.x !== undefined && next.preference === 'Left') next.hx = next.x;
      return { ...state, elements: { ...state.elements, [action.key]: next }, dirty: true };
    }
    case 'move':
      if (!state.elements[action.key]) return state;
      return {
        ...state,
        elements: { ...state.elements, [action.key]: action.element },
        expanded: action.key,
        dirty: true,
      };
    case 'align': {
      const current = state.elements[action.key];
      if (!current) return state;
      const next = alignElement(current, action.preference, canvasOfState(state));
      return { ...state, elements: { ...state.elements, [action.key]: next }, dirty: true };
    }
    case 'expand':
      return { ...state, expanded: action.key };
    case 'setImage': {
      const next = { ...state, image: action.image, dirty: true };
      return { ...next, elements: clampAll(state.kind, state.elements, canvasOfState(next)) };
    }
    case 'setName':
      return { ...state, name: action.name, dirty: true };
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
      return { ...saved, expanded: state.expanded };
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

/** The layout as the save sends it. */
export const layoutOf = (state: EditorState) => state.elements as unknown as FrameLayoutElements;
