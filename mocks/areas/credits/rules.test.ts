import { describe, expect, it } from 'vitest';
import { CREDIT_TRANSITIONS, canMoveCredit, creditEventsFor, creditPath } from './rules';

describe('credit state machine', () => {
  it('moves from CREATING over PENDING to SENT or ERROR, and no further', () => {
    expect(canMoveCredit('CREATING', 'PENDING')).toBe(true);
    expect(canMoveCredit('PENDING', 'SENT')).toBe(true);
    expect(canMoveCredit('PENDING', 'ERROR')).toBe(true);
    expect(canMoveCredit('CREATING', 'ERROR')).toBe(true);
    expect(canMoveCredit('CREATING', 'SENT')).toBe(false);
    expect(canMoveCredit('SENT', 'PENDING')).toBe(false);
    expect(canMoveCredit('ERROR', 'SENT')).toBe(false);
    expect(CREDIT_TRANSITIONS.SENT).toEqual([]);
  });

  it('derives the events of each status from its path', () => {
    expect(creditPath('SENT')).toEqual(['CREATING', 'PENDING', 'SENT']);
    expect(creditEventsFor('CREATING')).toEqual(['CREATED']);
    expect(creditEventsFor('PENDING')).toEqual(['CREATED', 'PENDING']);
    expect(creditEventsFor('ERROR')).toEqual(['CREATED', 'PENDING', 'ERROR']);
    for (const status of ['CREATING', 'PENDING', 'SENT', 'ERROR'] as const) {
      const path = creditPath(status);
      path
        .slice(1)
        .forEach((step, index) => expect(canMoveCredit(path[index] ?? 'CREATING', step)).toBe(true));
    }
  });
});
