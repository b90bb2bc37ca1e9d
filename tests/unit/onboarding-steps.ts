/** Shared steps of the onboarding wizard tests. */
import { screen } from '@testing-library/react';
import { ONBOARDING } from '../entry-fixtures';
import { fill, renderApp, type AppRender } from '../render';

export const next = (app: AppRender) => app.user.click(screen.getByRole('button', { name: 'Continue' }));
export const back = (app: AppRender) => app.user.click(screen.getByRole('button', { name: 'Back' }));
export const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
export const combobox = (label: RegExp) => screen.getByRole('combobox', { name: label });
const password = (label: RegExp) => screen.getByLabelText(label);

export const openWizard = async (id = ONBOARDING.id, language = 'en') => {
  const app = await renderApp(`/onboarding/${id}`, { language });
  await screen.findByTestId('wizard-step-welcome');
  return app;
};

export const toCompany = async (app: AppRender) => {
  await next(app);
  await screen.findByTestId('wizard-step-company');
};

export const fillPasswords = async (app: AppRender, confirmation = 'geheim123') => {
  await app.user.type(password(/^Password/), 'geheim123');
  await app.user.type(password(/^Confirm password/), confirmation);
};

export const fillAddress = async (app: AppRender, zipCode = '10115') => {
  await app.user.click(screen.getByRole('button', { name: 'Add address' }));
  await fill(app.user, field(/^Street/), 'Hauptstraße');
  await app.user.type(field(/^House number/), '7a');
  await app.user.type(field(/^Zip code/), zipCode);
  await app.user.type(field(/^City/), 'Berlin');
};

/** From Welcome to Summary with what the invitation prefills. */
export const toSummary = async (app: AppRender) => {
  await toCompany(app);
  await next(app);
  await screen.findByTestId('wizard-step-user');
  await fillPasswords(app);
  await next(app);
  await screen.findByTestId('wizard-step-summary');
};

export const accept = (app: AppRender) =>
  app.user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
export const submit = async (app: AppRender) =>
  app.user.click(await screen.findByRole('button', { name: 'Complete onboarding' }));
