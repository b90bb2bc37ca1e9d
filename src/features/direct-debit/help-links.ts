/** The provider's help pages the wizard opens in a new tab (spec 1 §2). */
export const HELP_SITE = 'https://www.portal.example';

export const helpLinks = {
  requestCreditorId: `${HELP_SITE}/request-creditor-id`,
  glsOnboarding: `${HELP_SITE}/gls-onboarding`,
} as const;
