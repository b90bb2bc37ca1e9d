import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { ImportDialog } from '@/features/import/import-dialog';
import { paymentImport, planImport } from '@/features/import/import-kinds';
import { renderWithProviders } from '../render';
import { signInAsDemo } from '../sign-in';

export const csvFile = (text: string, name = 'import.csv') => new File([text], name, { type: 'text/csv' });

export { captureDownloads } from '../downloads';

export const openImport = async (which: 'payments' | 'plans' = 'payments') => {
  signInAsDemo();
  const onClose = vi.fn();
  const kind = which === 'payments' ? paymentImport : planImport;
  const view =
    which === 'payments' ? (
      <ImportDialog kind={paymentImport} opened onClose={onClose} />
    ) : (
      <ImportDialog kind={planImport} opened onClose={onClose} />
    );
  const rendered = await renderWithProviders(view);
  const dialog = await screen.findByRole('dialog', {
    name: `Import ${kind.id === 'payments' ? 'payment requests' : 'instalment plans'}`,
  });
  const upload = async (file: File) => {
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await rendered.user.upload(input, file);
    await within(dialog).findByTestId('import-file');
  };
  const click = (name: string | RegExp) => rendered.user.click(within(dialog).getByRole('button', { name }));
  return { ...rendered, dialog, upload, click, onClose };
};
