/**
 * The chat component types (spec 02 §3, "Chat component type"; issue 25). One table: the editor's
 * palette, the flow check (rules.ts), the engine (engine/) and the server's type list read it.
 * `waits`: the engine stops after sending it and takes the visitor's next message as the answer.
 * `needsErrorMessage`: §5 asks for an error message (shown when the answer is not valid).
 */
export const COMPONENT_TYPES = [
  {
    id: 1,
    key: 'message',
    label: 'Message',
    defaultQuestion: 'Hi! Welcome.',
    errorMessage: '',
    waits: false,
    needsErrorMessage: false,
  },
  {
    id: 2,
    key: 'name',
    label: 'Name',
    defaultQuestion: 'May I know your name?',
    errorMessage: 'Please enter a valid name.',
    waits: true,
    needsErrorMessage: true,
  },
  {
    id: 3,
    key: 'phone',
    label: 'Phone number',
    defaultQuestion: 'What is your phone number?',
    errorMessage: 'Please enter a valid phone number.',
    waits: true,
    needsErrorMessage: true,
  },
  {
    id: 4,
    key: 'email',
    label: 'Email',
    defaultQuestion: 'What is your email address?',
    errorMessage: 'Please enter a valid email address.',
    waits: true,
    needsErrorMessage: true,
  },
  {
    id: 5,
    key: 'choice',
    label: 'Single Choice',
    defaultQuestion: 'Please choose one option.',
    errorMessage: 'Please choose one of the options.',
    waits: true,
    needsErrorMessage: false,
  },
  {
    id: 6,
    key: 'text',
    label: 'Text question',
    defaultQuestion: 'How can we help you?',
    errorMessage: '',
    waits: true,
    needsErrorMessage: false,
  },
  {
    id: 7,
    key: 'number',
    label: 'Number',
    defaultQuestion: 'Please enter a number.',
    errorMessage: 'Please enter a valid number.',
    waits: true,
    needsErrorMessage: true,
  },
  {
    id: 8,
    key: 'image',
    label: 'Image',
    defaultQuestion: 'Here is an image for you.',
    errorMessage: '',
    waits: false,
    needsErrorMessage: false,
  },
  {
    id: 9,
    key: 'file',
    label: 'File',
    defaultQuestion: 'Here is a file for you.',
    errorMessage: '',
    waits: false,
    needsErrorMessage: false,
  },
  {
    id: 10,
    key: 'link',
    label: 'Link',
    defaultQuestion: 'These links may help you.',
    errorMessage: '',
    waits: false,
    needsErrorMessage: false,
  },
  // The spec's type without a message text; "Api" is its label (issue 25): POSTs the answers to a URL.
  {
    id: 11,
    key: 'api',
    label: 'Api',
    defaultQuestion: '',
    errorMessage: '',
    waits: false,
    needsErrorMessage: false,
  },
] as const;

export type ComponentType = (typeof COMPONENT_TYPES)[number];
export type ComponentTypeId = ComponentType['id'];
export type ComponentKey = ComponentType['key'];

export const COMPONENT_TYPE_IDS = COMPONENT_TYPES.map((t) => t.id) as ComponentTypeId[];

/** The type of an id, or undefined for an unknown one (§5: an unknown type fails the check). */
export function componentType(id: number): ComponentType | undefined {
  return COMPONENT_TYPES.find((t) => t.id === id);
}

export const TYPE = Object.fromEntries(COMPONENT_TYPES.map((t) => [t.key, t.id])) as {
  [K in ComponentKey]: Extract<ComponentType, { key: K }>['id'];
};

/** §3: the next-message target: another component's frontendId, END_CHAT (Chat End) or NEXT (unset). */
export const NEXT_IN_SEQUENCE = 0;
export const END_CHAT = -1;
