import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { ImportDialog } from '@/features/import/import-dialog';
import { paymentImport, planImport } from '@/features/import/import-kinds';
import { renderWithProviders } from '../render';
import { signInAsDemo } from '../sign-in';
import { shownValues } from './wizard-steps';

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
  /** Chooses the file's column for an import field in the prepare step. */
  const mapColumn = async (key: string, column: string) => {
    await rendered.user.click(within(dialog).getByTestId(`mapping-${key}`));
    await rendered.user.click(await screen.findByRole('option', { name: column }));
  };
  /**
   * Goes to the review, leaves out the first row, back to the prepare step and forward again:
   * returns what the prepare step showed before and after, and the summary after.
   */
  const reviewAndBack = async () => {
    const before = shownValues(dialog);
    await click('Continue');
    await within(dialog).findByTestId('import-review-table');
    const [first] = within(dialog).getAllByRole('checkbox', { name: /^Select row/ });
    if (first) await rendered.user.click(first);
    const summaryText = () => within(dialog).getByTestId('import-summary').textContent.replace(/\s+/g, ' ');
    const summary = summaryText();
    await click('Back');
    await within(dialog).findByTestId('import-file');
    const after = shownValues(dialog);
    const file = within(dialog).getByTestId('import-file').textContent;
    await click('Continue');
    await within(dialog).findByTestId('import-review-table');
    return {
      before,
      after,
      file,
      summary,
      summaryAgain: summaryText(),
    };
  };
  return { ...rendered, dialog, upload, click, mapColumn, reviewAndBack, onClose };
};
