import { waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb, server } from '../../mocks/node';
import { group, openPalette } from './palette-steps';

describe('command palette: the selection', () => {
  it('stays on the entry the arrow keys chose when a slower group answers after it', async () => {
    const product = getDb().products[0];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/products', async () => {
        await answered;
        return HttpResponse.json({
          _embedded: { products: [product] },
          page: { size: 5, totalElements: 1, totalPages: 1, number: 0 },
        });
      }),
    );
    const { dialog, field, user } = await openPalette();
    await user.type(field, 'ma');
    // Every group but the products has answered, as the user sees before choosing.
    await waitFor(() => {
      for (const name of ['Customers', 'Payments', 'Invoices'])
        expect(group(dialog, name)).not.toHaveTextContent('Searching…');
      expect(group(dialog, 'Products')).toHaveTextContent('Searching…');
    });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const chosen = within(group(dialog, 'Go to')).getByRole('option', { name: /^Master data/ });
    await waitFor(() => expect(chosen).toHaveAttribute('aria-selected', 'true'));

    answer();
    await within(group(dialog, 'Products')).findByRole('option', { name: new RegExp(product?.name ?? '') });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', chosen.id);
    expect(within(dialog).getAllByRole('option', { selected: true })).toEqual([chosen]);
  });
});
