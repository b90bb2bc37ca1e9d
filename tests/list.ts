/** Steps every list screen's component tests share: its rows, opening it signed in, one row. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { customer } from '../mocks/areas/payments/fixtures';
import { callOperation } from '../mocks/test-helpers';
import { renderApp } from './render';
import { signInAsDemo } from './sign-in';

/** The data rows of the list's table (not the skeleton, empty or error rows). */
export const dataRows = () =>
  within(screen.getByTestId('data-table'))
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-id'));

/** Signs in, opens the list at the URL and waits for its first rows. */
export const openList = async (url: string) => {
  signInAsDemo();
  const app = await renderApp(url);
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  return app;
};

/** The row of the item with this id, once it shows. */
export const rowById = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
    if (!found) throw new Error('row not shown yet');
    return found;
  });

/** Creates a payment on the server, as another member of staff would while the list is open. */
export const createPayment = (purpose: string) =>
  callOperation('createPayment', {
    body: {
      amount: 12.5,
      purpose,
      paymentType: 'PAYMENT_REQUEST',
      paymentMethod: 'ONLINE_PAYMENT',
      debitorId: customer('ONLINE_PAYMENT').id,
    },
  });
