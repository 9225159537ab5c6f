/** The brand screens' texts, verbatim from spec 01 section 8. */
export const BRAND_MESSAGES = {
  companySaved: 'Company Details Submitted Successfully',
  billingSaved: 'Billing Details Submitted Successfully',
  /** "<business type> Details Submitted Successfully", e.g. "Product Details Submitted Successfully". */
  categoriesSaved: (word: string) => `${word} Details Submitted Successfully`,
} as const;
