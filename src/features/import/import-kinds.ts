/** The two imports on the shared machinery: their columns, their dry-run rules, how they run. */
import { metadataFields, personFields, purposeField, type ImportField } from './column-mapping';
import {
  importPayments,
  importPlans,
  type ImportApi,
  type ImportRow,
  type ImportRun,
  type RunOptions,
} from './run-import';
import {
  checkPaymentRow,
  checkPlanRow,
  type Metadata,
  type PaymentRowValue,
  type PlanRowValue,
  type RowCheck,
} from './row-rules';

const amountField: ImportField = {
  key: 'amount',
  required: true,
  names: ['amount', 'totalamount', 'total', 'sum', 'betrag', 'gesamtbetrag', 'summe'],
};

export const paymentFields: ImportField[] = [...personFields, amountField, purposeField, ...metadataFields];

export const planFields: ImportField[] = [
  ...personFields,
  purposeField,
  amountField,
  {
    key: 'instalmentRate',
    required: true,
    names: ['instalmentrate', 'installmentrate', 'rate', 'ratenbetrag', 'monatsrate', 'rate'],
  },
  { key: 'downPayment', required: false, names: ['downpayment', 'deposit', 'anzahlung'] },
  { key: 'iban', required: false, names: ['iban'] },
  { key: 'bic', required: false, names: ['bic', 'swift', 'swiftbic'] },
  {
    key: 'intervalDay',
    required: false,
    names: ['intervalday', 'day', 'dueday', 'tag', 'zahltag', 'faelligkeitstag'],
  },
  ...metadataFields,
];

export type ImportKind<V> = {
  id: 'payments' | 'plans';
  fields: ImportField[];
  check: (cells: Record<string, string>, metadata: Metadata, today: Date) => RowCheck<V>;
  amountOf: (value: V) => number;
  run: (api: ImportApi, rows: readonly ImportRow<V>[], options: RunOptions) => Promise<ImportRun>;
  /** The downloadable sample file. */
  sample: { fileName: string; headers: string[]; rows: string[][] };
};

export const paymentImport: ImportKind<PaymentRowValue> = {
  id: 'payments',
  fields: paymentFields,
  check: (cells, metadata) => checkPaymentRow(cells, metadata),
  amountOf: (value) => value.amount,
  run: importPayments,
  sample: {
    fileName: 'payment-requests-sample.csv',
    headers: ['firstName', 'lastName', 'emailAddress', 'amount', 'purpose', 'customerNumber'],
    rows: [
      ['Anna', 'Schmidt', 'anna.schmidt@example.com', '49,90', 'Membership fee March', 'C-1001'],
      ['Jürgen', 'Müller', 'juergen.mueller@example.com', '120,00', 'Invoice 2026-017', 'C-1002'],
    ],
  },
};

export const planImport: ImportKind<PlanRowValue> = {
  id: 'plans',
  fields: planFields,
  check: checkPlanRow,
  amountOf: (value) => value.amount,
  run: importPlans,
  sample: {
    fileName: 'instalment-plans-sample.csv',
    headers: [
      'firstName',
      'lastName',
      'emailAddress',
      'purpose',
      'amount',
      'instalmentRate',
      'downPayment',
      'iban',
      'bic',
      'intervalDay',
      'metadata1',
    ],
    rows: [
      [
        'Anna',
        'Schmidt',
        'anna.schmidt@example.com',
        'Dental treatment',
        '1200,00',
        '100,00',
        '',
        'DE89370400440532013000',
        'COBADEFFXXX',
        '15',
        'C-1001',
      ],
      [
        'Jürgen',
        'Müller',
        'juergen.mueller@example.com',
        'Course fee 2026',
        '600,00',
        '50,00',
        '100,00',
        '',
        '',
        '',
        'C-1002',
      ],
    ],
  },
};
