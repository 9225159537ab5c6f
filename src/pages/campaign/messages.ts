/**
 * The page's copies of shared texts and limits. Not imported from src/shared/campaigns/schemas.ts,
 * whose zod schemas would triple the page's script; tests/e2e/campaign-page.spec.ts checks that
 * they match.
 */
export const PAGE_MESSAGES = {
  copied: 'Copied!',
  copyFailed: 'Failed to copy!',
  phone: 'Enter a valid phone number',
  textTooLong: 'Maximum 200 characters',
} as const;

/** MAX_COMPOSED_IMAGE_BYTES: WhatsApp's limit on a template's header image. */
export const MAX_COMPOSED_BYTES = 5 * 1024 * 1024;
