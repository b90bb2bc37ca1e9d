import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { NewRowsNotice } from './new-rows-notice';
import { viewNameProblem } from './view-store';
import { ViewsMenu, type ViewsMenuProps } from './views-menu';

const props = (change: Partial<ViewsMenuProps> = {}): ViewsMenuProps => ({
  views: [
    { id: 'builtin:failed', name: 'Failed or charged back', builtIn: true },
    { id: 'v1', name: 'Mine', builtIn: false },
  ],
  onApply: vi.fn(),
  onSave: vi.fn(),
  onRename: vi.fn(),
  onDelete: vi.fn(),
  onSetDefault: vi.fn(),
  onShare: vi.fn(),
  nameProblem: (name, except) =>
    viewNameProblem(
      { views: [{ id: 'v1', name: 'Mine', search: {}, hiddenColumns: [], density: 'comfortable' }] },
      name,
      ['Failed or charged back'],
      except,
    ),
  ...change,
});

describe('the views menu', () => {
  it('offers the list’s views and the user’s, and applies the one picked', async () => {
    const menu = props();
    const { user } = await renderWithProviders(<ViewsMenu {...menu} />);
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(screen.getByText('Views of this list')).toBeInTheDocument();
    expect(screen.getByText('My views')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Failed or charged back' }));
    expect(menu.onApply).toHaveBeenCalledWith('builtin:failed');
  });

  it('saves under a name, with the name’s problem at the field', async () => {
    const menu = props();
    const { user } = await renderWithProviders(<ViewsMenu {...menu} />);
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please give the view a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'failed or CHARGED back');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This list already has a view of this name.')).toBeInTheDocument();
    expect(menu.onSave).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Big ones');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(menu.onSave).toHaveBeenCalledWith('Big ones');
  });

  it('renames, makes default, shares and deletes the view shown, after asking', async () => {
    const menu = props({ activeId: 'v1' });
    const { user } = await renderWithProviders(<ViewsMenu {...menu} />);
    const open = () => user.click(screen.getByRole('button', { name: 'View: Mine' }));
    await open();
    await user.click(screen.getByRole('menuitem', { name: 'Rename…' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename view' });
    const field = within(rename).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Mine');
    await user.clear(field);
    await user.type(field, 'Ours');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(menu.onRename).toHaveBeenCalledWith('v1', 'Ours');
    await open();
    await user.click(screen.getByRole('menuitem', { name: 'Open the list with this view' }));
    expect(menu.onSetDefault).toHaveBeenCalledWith('v1');
    await open();
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(menu.onShare).toHaveBeenCalledWith('v1');
    await open();
    await user.click(screen.getByRole('menuitem', { name: 'Delete view' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view?' });
    expect(confirm).toHaveTextContent("The view 'Mine' will be deleted.");
    await user.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    expect(menu.onDelete).toHaveBeenCalledWith('v1');
  });

  it('neither renames nor deletes a view the list ships with', async () => {
    const { user } = await renderWithProviders(
      <ViewsMenu {...props({ activeId: 'builtin:failed', defaultId: 'builtin:failed' })} />,
    );
    await user.click(screen.getByRole('button', { name: 'View: Failed or charged back' }));
    expect(screen.queryByRole('menuitem', { name: 'Rename…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete view' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('menuitem', { name: 'Stop opening the list with this view' }),
    ).toBeInTheDocument();
  });
});

describe('the new-rows notice', () => {
  it('says how many rows arrived, in the user’s numbers, and shows them on a click', async () => {
    const onShow = vi.fn();
    const label = (count: number) => `${count.toLocaleString('en')} new payments`;
    const { user, rerender } = await renderWithProviders(
      <NewRowsNotice count={0} label={label} onShow={onShow} refreshing={false} />,
    );
    expect(screen.queryByTestId('new-rows-notice')).not.toBeInTheDocument();
    rerender(<NewRowsNotice count={1203} label={label} onShow={onShow} refreshing />);
    expect(screen.getByRole('status')).toHaveTextContent('1,203 new payments');
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1,203 new payments' }));
    expect(onShow).toHaveBeenCalled();
  });
});
