import { CARD_DEFAULTS } from '../../../../shared/cards/rules';

/**
 * The editor's pure rules (spec 02 §2, §4; issue 14), kept apart from the form so they are tested
 * alone; CardEditor.tsx applies them.
 */

/** The card name a new card shows: first and last name, until the user types a name of their own. */
export const nameFromPerson = (firstName: string, lastName: string) =>
  `${firstName.trim()} ${lastName.trim()}`.trim();

/**
 * Whether the card name still follows the person's name (§2): it does while it is empty or equals
 * the name made from the previous first and last name; it never does when editing (the name is locked).
 */
export function cardNameFollows(
  cardName: string,
  previous: { firstName: string; lastName: string },
  editing: boolean,
): boolean {
  if (editing) return false;
  const name = cardName.trim();
  return name === '' || name === nameFromPerson(previous.firstName, previous.lastName);
}

/** Issue 14: a banner sets logoSize 13, no border and theme 1; removing it sets logoSize 13 only. */
export function bannerChange(bannerUrl: string): {
  logoSize: number;
  displayBorder?: boolean;
  theme?: number;
} {
  return bannerUrl
    ? { logoSize: CARD_DEFAULTS.logoSize, displayBorder: false, theme: 1 }
    : { logoSize: CARD_DEFAULTS.logoSize };
}

/** Issue 14: the personal URL type (the link made from name and phone) needs a phone number. */
export const personalUrlTypeAllowed = (phoneNumber: string) => /\d/.test(phoneNumber);

/**
 * A drag in the section list (§3 sequence): the key at `from` moves before the key at `to` (as
 * @dnd-kit/sortable's arrayMove does); an unknown key leaves the sequence as it was.
 */
export function moveSequenceKey(sequence: string, fromKey: string, toKey: string): string {
  const keys = sequence.split(',').filter(Boolean);
  const from = keys.indexOf(fromKey);
  const to = keys.indexOf(toKey);
  if (from < 0 || to < 0 || from === to) return keys.join(',');
  const [moved] = keys.splice(from, 1);
  keys.splice(to, 0, moved);
  return keys.join(',');
}
