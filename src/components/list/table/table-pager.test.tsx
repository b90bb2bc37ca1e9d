/**
 * A merchant's lists run to hundreds of thousands of rows: counts read as numbers in the user's
 * language ('200,000' / '200.000'), in the pager and in every text that counts.
 */
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { TablePager } from './table-pager';

const Pager = () => (
  <TablePager
    page={1000}
    pageSize={100}
    pageSizes={[10, 100]}
    totalElements={200_000}
    onPageChange={() => undefined}
    onPageSizeChange={() => undefined}
  />
);

const Count = () => {
  const { t } = useTranslation('lists');
  return <p>{t('summary.count', { count: 51_918 })}</p>;
};

describe('counts at a large merchant', () => {
  it.each([
    ['en', '99,901–100,000 of 200,000', '51,918 transactions'],
    ['de', '99.901–100.000 von 200.000', '51.918 Transaktionen'],
  ])('read as numbers in %s', async (language, range, count) => {
    await renderWithProviders(
      <>
        <Pager />
        <Count />
      </>,
      { language },
    );
    expect(screen.getByText(range)).toBeInTheDocument();
    expect(screen.getByText(count)).toBeInTheDocument();
  });
});
