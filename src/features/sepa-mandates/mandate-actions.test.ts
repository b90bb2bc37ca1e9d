import { describe, expect, it } from 'vitest';
import { MandateState } from '@generated/model/mandateState';
import { mandateActions } from './mandate-actions';

describe('SEPA mandate actions (spec 3 §4)', () => {
  it.each(Object.values(MandateState))('%s', (state) => {
    expect(mandateActions({ state })).toEqual(state === 'ACTIVE' ? ['deactivate'] : []);
  });
});
