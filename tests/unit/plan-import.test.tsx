import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { csvFile, openImport } from './import-helpers';

const PLANS = [
  'firstName,lastName,emailAddress,purpose,amount,instalmentRate,downPayment,iban,bic,intervalDay,metadata1',
  'Ida,Ratenzahler,ida.plan@example.com,Zahnbehandlung 2026,"1200,00",100,,DE89 3704 0044 0532 0130 00,COBADEFFXXX,,P-1',
  'Jan,Ohnemandat,jan.plan@example.com,Kursgebühr 2026,600,50,100,,,20,',
  'Kai,Falsch,kai.plan@example.com,Kurs,600,700,,DE89370400440532013001,COBADEFFXXX,,',
].join('\n');

const toReview = async () => {
  const app = await openImport('plans');
  await app.upload(csvFile(PLANS, 'plans.csv'));
  await app.click('Continue');
  await within(app.dialog).findByTestId('import-review-table');
  return app;
};

describe('instalment import (spec 3 §4, §5)', () => {
  it('guesses every column and refuses the invalid rows in the dry run', async () => {
    const app = await openImport('plans');
    await app.upload(csvFile(PLANS));
    expect(within(app.dialog).getByTestId('mapping-instalmentRate')).toHaveValue('instalmentRate');
    expect(within(app.dialog).getByTestId('mapping-iban')).toHaveValue('iban');
    await app.click('Continue');
    const dialog = app.dialog;
    expect(await within(dialog).findByText('The IBAN is not valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('The instalment rate may not be above the amount.')).toBeInTheDocument();
    expect(within(dialog).getByText('The purpose must be 5 to 120 characters long.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(
      '2 rows selected: 1.800,00 € in total will be requested.',
    );
  });

  it('keeps the file, every column, the metadata columns and the chosen rows from the review back and forward', async () => {
    const app = await openImport('plans');
    await app.upload(csvFile(PLANS, 'plans.csv'));
    await app.mapColumn('metadata2', 'intervalDay');
    await app.mapColumn('metadata3', 'bic');
    const { before, after, file, summary, summaryAgain } = await app.reviewAndBack();
    expect(file).toBe('plans.csv: 3 rows');
    expect(after).toEqual(before);
    expect(before).toContainEqual(['Metadata column 3', 'bic']);
    expect(summary).toBe('1 row selected: 600,00 € in total will be requested.');
    expect(summaryAgain).toBe(summary);
  });

  it('creates the customer, a mandate for IBAN and BIC, the plan as a draft, and starts it', async () => {
    const requests = recordRequests();
    const app = await toReview();
    await app.click('Import 2 rows');
    expect(await within(app.dialog).findByTestId('import-result')).toHaveTextContent(
      'All 2 rows were imported.',
    );
    const mandates = requests.find('POST', '/sepa-mandates');
    expect(mandates).toHaveLength(1);
    expect(mandates[0]?.body).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      isChecked: true,
    });
    const plans = requests.find('POST', '/instalment-plans');
    expect(plans).toHaveLength(2);
    const today = new Date().getDate();
    expect(plans.map((request) => request.body)).toContainEqual(
      expect.objectContaining({
        purpose: 'Zahnbehandlung 2026',
        totalNetAmount: 1200,
        intervalAmount: 100,
        interval: 'MONTHLY',
        intervalDay: today >= 15 ? 1 : 15,
        metadata: [{ key: 'metadata1', value: 'P-1' }],
      }),
    );
    expect(plans.map((request) => request.body)).toContainEqual(
      expect.objectContaining({ intervalDay: 20, downPayment: 100, requireDownPayment: true }),
    );
    expect(requests.find('POST', /^\/instalment-plans\/[^/]+\/_start$/)).toHaveLength(2);
    const imported = getDb().instalmentPlans.filter((plan) => plan.purpose === 'Zahnbehandlung 2026');
    expect(imported.map((plan) => plan.status)).toEqual(['RUNNING']);
  });

  it("skips a row with 'Error while creating SEPA mandate' and imports the others", async () => {
    setFault('createSepaMandate', { status: 400 });
    const app = await toReview();
    await app.click('Import 2 rows');
    expect(await within(app.dialog).findByTestId('import-result')).toHaveTextContent(
      '1 of 2 rows were imported; 1 failed.',
    );
    expect(within(app.dialog).getByTestId('import-failed-rows')).toHaveTextContent(
      'Error while creating SEPA mandate',
    );
  });
});
