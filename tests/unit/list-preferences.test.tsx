/**
 * Remembered list preferences on the payments list: the column menu (which columns, row density)
 * and the page size are kept per list and restored when the list opens again; the URL wins when
 * it names a page size.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPreferencesKey } from '@/lib/list-preferences';
import { dataRows, openList } from '../list';
import { recordRequests } from '../requests';

const LIST = '/dashboard/transactions/payments';
/** Five rows render faster where the page size does not matter. */
const SHORT = `${LIST}?size=5`;

/** The headers of the data columns (not the selection column's checkbox). */
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .filter((header) => !within(header).queryByRole('checkbox'))
    .map((header) => header.textContent);

/** Opens the column menu once its code has loaded (the button then opens a dialog). */
const openColumnMenu = async (app: Awaited<ReturnType<typeof openList>>) => {
  const button = () => screen.getByRole('button', { name: 'Columns' });
  await waitFor(() => expect(button()).toHaveAttribute('aria-haspopup', 'dialog'));
  await app.user.click(button());
  return screen.findByRole('dialog', { name: 'Columns' });
};

describe('remembered list preferences', () => {
  it('hides a column from the column menu and keeps it hidden when the list opens again', async () => {
    const app = await openList(SHORT);
    const menu = await openColumnMenu(app);
    await app.user.click(within(menu).getByRole('checkbox', { name: 'Purpose' }));
    await waitFor(() => expect(headers()).not.toContain('Purpose'));
    expect(headers()).toContain('Amount');
    expect(JSON.parse(localStorage.getItem(listPreferencesKey('payments')) ?? '{}')).toMatchObject({
      hiddenColumns: ['purpose'],
    });
    app.unmount();

    await openList(SHORT);
    expect(headers()).not.toContain('Purpose');
    expect(headers()).toContain('Status');
  });

  it('never hides the last shown column, and the actions column is not in the menu', async () => {
    const app = await openList(SHORT);
    const menu = await openColumnMenu(app);
    const boxes = within(menu).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).not.toContain('actions');
    for (const box of boxes.slice(1)) await app.user.click(box);
    expect(within(menu).getByRole('checkbox', { name: 'Status' })).toBeDisabled();
    expect(headers()).toEqual(['Status', 'Actions']);
  });

  it('makes the rows compact on the table itself and remembers it', async () => {
    const app = await openList(SHORT);
    const table = screen.getByTestId('data-table');
    expect(table).toHaveAttribute('data-density', 'comfortable');
    const menu = await openColumnMenu(app);
    await app.user.click(within(menu).getByRole('radio', { name: 'Compact' }));
    expect(table).toHaveAttribute('data-density', 'compact');
    app.unmount();

    await openList(SHORT);
    expect(screen.getByTestId('data-table')).toHaveAttribute('data-density', 'compact');
  });

  it('restores the page size chosen last, unless the URL names one', async () => {
    const app = await openList(LIST);
    await app.user.click(await screen.findByRole('combobox', { name: 'Rows per page' }));
    await app.user.click(await screen.findByRole('option', { name: '30' }));
    await waitFor(() => expect(dataRows()).toHaveLength(30));
    app.unmount();

    const requests = recordRequests();
    const again = await openList(LIST);
    await waitFor(() => expect(again.router.state.location.search).toMatchObject({ size: 30 }));
    await waitFor(() => expect(dataRows()).toHaveLength(30));
    expect(requests.find('GET', '/payments').at(-1)?.url.searchParams.get('size')).toBe('30');
    again.unmount();

    const named = await openList(`${LIST}?size=5`);
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    expect(named.router.state.location.search).toMatchObject({ size: 5 });
  });
});
