import { describe, expect, it } from 'vitest';
import { stepMandate } from './rules';

describe('SEPA mandate state machine', () => {
  it('deactivates ACTIVE mandates only', () => {
    expect(stepMandate('deactivate', 'ACTIVE')).toEqual({ ok: true, state: 'INACTIVE' });
    expect(stepMandate('deactivate', 'INACTIVE').ok).toBe(false);
  });
});
