import { describe, expect, it } from 'vitest';
import { EbicsConnectionStatus } from '../../../src-generated/model/ebicsConnectionStatus';
import { EBICS_STEPS, applyEbicsAction, moveEbicsStatus, type EbicsAction } from './rules';

const statuses = Object.values(EbicsConnectionStatus);
const actions = Object.keys(EBICS_STEPS) as EbicsAction[];

describe('EBICS connection machine', () => {
  it('walks the setup forward, one action per status', () => {
    let status: EbicsConnectionStatus = 'SETTING_UP_CREDITOR_IDENTIFIER';
    const visited: EbicsConnectionStatus[] = [status];
    for (const action of actions) {
      const transition = applyEbicsAction(status, action);
      if (!transition.ok) throw new Error(transition.message);
      status = transition.to;
      visited.push(status);
    }
    expect(visited).toEqual(statuses);
  });

  it('refuses every action in every other status', () => {
    for (const action of actions) {
      for (const status of statuses.filter((candidate) => candidate !== EBICS_STEPS[action].from)) {
        expect(applyEbicsAction(status, action)).toMatchObject({ ok: false });
      }
    }
  });

  it.each([
    ['REQUESTING_EBICS_FROM_BANK', 'SETTING_UP_CREDITOR_IDENTIFIER'],
    ['INITIALIZING_EBICS', 'REQUESTING_EBICS_FROM_BANK'],
    ['WAITING_FOR_ACTIVATION', 'SENDING_INI_LETTER'],
  ] as const)('goes back from %s to %s', (from, to) => {
    expect(moveEbicsStatus(from, to)).toEqual({ ok: true, to });
  });

  it('allows no other status change', () => {
    const back: Record<string, string> = {
      REQUESTING_EBICS_FROM_BANK: 'SETTING_UP_CREDITOR_IDENTIFIER',
      INITIALIZING_EBICS: 'REQUESTING_EBICS_FROM_BANK',
      WAITING_FOR_ACTIVATION: 'SENDING_INI_LETTER',
    };
    let refused = 0;
    for (const from of statuses) {
      for (const to of statuses) {
        if (back[from] === to) continue;
        expect(moveEbicsStatus(from, to)).toMatchObject({ ok: false });
        refused += 1;
      }
    }
    expect(refused).toBe(statuses.length * statuses.length - 3);
  });
});
