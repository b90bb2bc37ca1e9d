import { describe, expect, it } from 'vitest';
import { CancelPaymentSchema } from './cancel-payment-schema';

const issues = (cancelReasonCustomer: string, cancelReasonInternal: string) => {
  const result = CancelPaymentSchema.safeParse({
    cancelReasonDebitor: cancelReasonCustomer,
    cancelReasonInternal,
    sendEmailNotification: true,
  });
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]),
      );
};

describe('cancel reasons (spec 2 §5)', () => {
  it('needs the external reason', () => {
    expect(issues('', 'Doppelt angelegt')).toEqual({
      cancelReasonDebitor: 'payments:validation.Purpose is required',
    });
  });

  it.each(['abcd', 'x'.repeat(61)])('wants 5 to 60 characters, not %j', (reason) => {
    expect(issues(reason, reason)).toEqual({
      cancelReasonDebitor: 'payments:validation.reasonLength',
      cancelReasonInternal: 'payments:validation.reasonLength',
    });
  });

  it('needs the internal reason', () => {
    expect(issues('Bestellung storniert', '')).toEqual({
      cancelReasonInternal: 'payments:validation.internalReasonRequired',
    });
  });

  it('accepts 5 and 60 characters', () => {
    expect(issues('abcde', 'x'.repeat(60))).toEqual({});
  });
});
