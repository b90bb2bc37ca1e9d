import { describe, expect, it } from 'vitest';
import { ReasonsSchema, correctedDraftInput, previewFileName, toAdjustmentBody } from './adjustment-schema';

const issues = (input: { external: string; internal: string }) => {
  const result = ReasonsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('cancellation and correction reasons (spec 3 §5)', () => {
  it('takes two reasons of at most 60 characters, multiline', () => {
    expect(issues({ external: 'Falsche Menge\nberechnet', internal: 'x'.repeat(60) })).toEqual([]);
    expect(issues({ external: 'x'.repeat(61), internal: 'y'.repeat(61) })).toEqual(['external', 'internal']);
  });

  it('leaves the reasons optional, but a given one has at least 5 characters', () => {
    expect(issues({ external: '', internal: '' })).toEqual([]);
    expect(issues({ external: 'abcd', internal: 'abcde' })).toEqual(['external']);
  });

  it('builds the body with the original invoice', () => {
    expect(toAdjustmentBody({ id: 'i-1' }, { external: 'Falsche Menge', internal: '' })).toEqual({
      refToOriginalInvoice: 'i-1',
      invoiceCorrectionReasonExternal: 'Falsche Menge',
      invoiceCorrectionReasonInternal: undefined,
    });
  });
});

describe('the preview file (spec 3 §4)', () => {
  it.each([
    ['cancel', 'Stornierung_RE-2025-0042.pdf', 'Stornierung_RE-2025-0042.pdf'],
    ['cancel', 'RE-2025-0042.pdf', 'Stornierung_RE-2025-0042.pdf'],
    ['correct', 'Korrektur_RE-2025-0042', 'Korrektur_RE-2025-0042.pdf'],
    ['correct', '', 'Korrektur_draft-1.pdf'],
  ] as const)('%s: %s is saved as %s', (kind, name, expected) =>
    expect(previewFileName(kind, name, 'draft-1')).toBe(expected),
  );
});

describe('the corrective draft with changed positions', () => {
  it('keeps everything but the positions', () => {
    const draft = {
      id: 'c-1',
      status: 'DRAFT' as const,
      invoiceType: 'CORRECTIVE_INVOICE' as const,
      total: 10,
      createdDateTimeUTC: '2025-03-01T00:00:00Z',
      debitor: { id: 'd-1' },
      creditorBankAccount: { id: 'bank-1' },
      paymentTermInDays: 14,
      reverseCharge: false,
    };
    const input = correctedDraftInput(draft, {
      reverseCharge: false,
      positions: [
        {
          description: 'Brot',
          descriptionSubText: '',
          quantity: 2,
          price: 3,
          taxRate: '7',
          productId: '',
          name: '',
        },
      ],
    });
    expect(input).toMatchObject({
      debitorId: 'd-1',
      creditorBankAccountId: 'bank-1',
      paymentTermInDays: 14,
      positions: [
        { description: 'Brot', quantity: 2, price: 3, taxRate: { description: 'USt 7%', rate: 7 } },
      ],
    });
  });
});
