import { SETTINGS_REGISTRY, type IntegrationId } from './registry';

/**
 * The words for a feature whose outside service is not set up (ARCHITECTURE.md, Outside services),
 * one place for the server's answers and the screens: a User (or an anonymous caller) is told the
 * feature is not available yet and to contact the administrator, never a setting or variable name;
 * an Admin is told which Settings card to fill in.
 */

/** "Facebook is not available yet. Please contact the administrator." */
export const notAvailableMessage = (feature: string): string =>
  `${feature} is not available yet. Please contact the administrator.`;

/** "Online payment is not set up: fill in Settings → Payments." (an Admin, cron logs). */
export function setUpMessage(feature: string, id: IntegrationId, missing: readonly string[] = []): string {
  const which = missing.length ? ` (${missing.join(', ')})` : '';
  return `${feature} is not set up: fill in Settings → ${SETTINGS_REGISTRY[id].title}${which}.`;
}

/** Which of the two a caller of this role reads. */
export const notSetUpMessage = (
  feature: string,
  id: IntegrationId,
  role: string | null | undefined,
  missing: readonly string[] = [],
): string => (role === 'Admin' ? setUpMessage(feature, id, missing) : notAvailableMessage(feature));

/** Every environment variable the Settings cards read: none may reach a User's screen. */
export const SETTINGS_ENV_NAMES: readonly string[] = Object.values(SETTINGS_REGISTRY).flatMap((card) =>
  (card.fields as readonly { env: readonly string[] }[]).flatMap((f) => f.env),
);
