import { CARD_DEFAULTS, SOCIAL_TYPES } from '../../../../shared/cards/rules';

/** The card editor's choices (§3), by the values the card stores. */

export const SOCIAL_OPTIONS = Object.entries(SOCIAL_TYPES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export const SOCIAL_ICON_STYLE_OPTIONS = [
  { value: 1, label: 'Original' },
  { value: 2, label: 'Theme outline' },
  { value: 3, label: 'Theme filled' },
];

export const SOCIAL_ICON_THEME_OPTIONS = [
  { value: 1, label: 'Icons' },
  { value: 2, label: 'Buttons' },
];

export const BUTTON_TYPE_OPTIONS = [
  { value: 1, label: 'Link' },
  { value: 2, label: 'File' },
];

/** The card's and the custom buttons' style (the same four in both places). */
export const BUTTON_STYLE_OPTIONS = [
  { value: 1, label: 'Round, filled' },
  { value: 2, label: 'Square, filled' },
  { value: 3, label: 'Round, outline' },
  { value: 4, label: 'Square, outline' },
];

export const VIEW_TYPE_OPTIONS = [
  { value: 1, label: 'One image' },
  { value: 2, label: 'Two images' },
];

export const THEME_OPTIONS = [
  { value: 1, label: 'Round logo' },
  { value: 2, label: 'Square logo' },
  { value: 3, label: 'Rounded square logo' },
];

/**
 * The fonts a card can use (spec 02 §3): the bundled Roboto (the default), then the admin font
 * catalogue's active fonts; a font the card already has stays offered even if the catalogue has
 * dropped it, so opening a card never changes it.
 */
export function fontOptions(catalogue: readonly { name: string }[], current: readonly string[]) {
  const names = [
    ...new Set([CARD_DEFAULTS.fonts, ...catalogue.map((f) => f.name), ...current.filter(Boolean)]),
  ];
  return names.map((name) => ({ value: name, label: name }));
}
