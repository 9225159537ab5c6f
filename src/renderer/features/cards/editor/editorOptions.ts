import { SOCIAL_TYPES } from '../../../../shared/cards/rules';

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

/** The renderer bundles Roboto (issue 14); the others fall back to the system's fonts. */
export const FONT_OPTIONS = ['Roboto', 'Arial', 'Georgia', 'Verdana', 'Tahoma'].map((f) => ({
  value: f,
  label: f,
}));
