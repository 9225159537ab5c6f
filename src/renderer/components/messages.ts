import { IMAGE_MESSAGES } from '../../shared/files/image-messages';

/**
 * Texts the kit shows, verbatim from the spec (00 sections 8 and 9, 02 and 03 error catalogues),
 * including the spec's spelling ("occured").
 */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  detailsSubmitted: 'Details Submitted Successfully!',
  downloadFailed: 'Error occured while downloading. Try again',
  noData: 'No Data Available',
  limitExceededTitle: 'Limit exceeded',
  limitExceededText: 'Kindly contact administrator.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy!',
  imageTypeNotAllowed: IMAGE_MESSAGES.type,
} as const;

/** Timings from spec 00 section 9. */
export const TIMINGS = {
  toastMs: 3000,
  copyConfirmationMs: 1500,
  listSearchDebounceMs: 450,
} as const;
