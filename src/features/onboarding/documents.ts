/** The documents the summary step links to; they open in a new tab. */
export const onboardingDocuments = [
  { key: 'termsAndConditions', href: '/documents/terms-and-conditions.pdf' },
  { key: 'dataProcessingAgreement', href: '/documents/data-processing-agreement.pdf' },
  { key: 'priceList', href: '/documents/price-list.pdf' },
] as const;
