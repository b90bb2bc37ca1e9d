import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { failOnMissingKeys } from '../i18n';
import { renderWithProviders } from '../render';

const Text = ({ k }: { k: string }) => {
  const { t } = useTranslation('payments');
  return <p>{t(k)}</p>;
};

describe('a missing translation key fails the test', () => {
  it('in English', async () => {
    await renderWithProviders(<Text k="no.such.key" />);
    expect(screen.getByText('no.such.key')).toBeInTheDocument();
    expect(failOnMissingKeys).toThrow('Translation keys missing: en payments:no.such.key');
  });

  it("with a namespace i18next does not read ('ns:key with spaces')", async () => {
    await renderWithProviders(<Text k="customers:customer deleted" />);
    expect(failOnMissingKeys).toThrow('en payments:customers:customer deleted');
  });

  it('in German when only English has it, instead of falling back', async () => {
    const { i18n, rerender } = await renderWithProviders(<p />, { language: 'de' });
    i18n.addResource('en', 'payments', 'onlyEnglish', 'Only English');
    rerender(<Text k="onlyEnglish" />);
    expect(screen.queryByText('Only English')).not.toBeInTheDocument();
    expect(failOnMissingKeys).toThrow('de payments:onlyEnglish');
  });
});
