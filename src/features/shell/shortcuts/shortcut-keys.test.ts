import { describe, expect, it } from 'vitest';
import {
  initialSequence,
  readShortcut,
  SEQUENCE_TIMEOUT_MS,
  type KeyPress,
  type SequenceState,
} from './shortcut-keys';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  ...extra,
});

/** The commands a sequence of keys gives, each key 100 ms after the one before. */
const run = (keys: (string | KeyPress)[], start: SequenceState = initialSequence) => {
  let state = start;
  return keys.map((key, index) => {
    const result = readShortcut(state, typeof key === 'string' ? press(key) : key, 1000 + index * 100);
    state = result.state;
    return result.command;
  });
};

describe('keyboard shortcuts', () => {
  it.each([
    ['/', { kind: 'focusSearch' }],
    ['n', { kind: 'create' }],
    ['?', { kind: 'help' }],
  ])('%s gives %o', (key, command) => {
    expect(run([key])).toEqual([command]);
  });

  it.each([
    ['h', 'home'],
    ['p', 'payments'],
    ['i', 'invoices'],
    ['c', 'customers'],
  ])('g then %s goes to %s', (key, target) => {
    expect(run(['g', key])).toEqual([null, { kind: 'go', target }]);
  });

  it('a letter without a g before it does nothing, and g then another key ends the sequence', () => {
    expect(run(['h', 'p'])).toEqual([null, null]);
    expect(run(['g', 'x', 'p'])).toEqual([null, null, null]);
  });

  it('forgets a g after a pause', () => {
    const { state } = readShortcut(initialSequence, press('g'), 0);
    expect(readShortcut(state, press('p'), SEQUENCE_TIMEOUT_MS + 1).command).toBeNull();
    expect(readShortcut(state, press('p'), SEQUENCE_TIMEOUT_MS).command).toEqual({
      kind: 'go',
      target: 'payments',
    });
  });

  it.each(['/', 'n', '?', 'g'])('%s does nothing while the user types in a field', (key) => {
    expect(run([press(key, { typing: true })])).toEqual([null]);
  });

  it('does not finish g-sequences typed into a field', () => {
    expect(run(['g', press('p', { typing: true })])).toEqual([null, null]);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])(
    'does nothing with a modifier held (%o)',
    (modifier) => {
      expect(run([press('n', modifier), press('/', modifier), press('?', modifier)])).toEqual([
        null,
        null,
        null,
      ]);
      expect(run(['g', press('p', modifier)])).toEqual([null, null]);
    },
  );

  it('Ctrl+K and Cmd+K open the palette, also while typing; Alt+Ctrl+K and a plain k do not', () => {
    expect(run([press('k', { ctrlKey: true, typing: true })])).toEqual([{ kind: 'palette' }]);
    expect(run([press('K', { metaKey: true })])).toEqual([{ kind: 'palette' }]);
    expect(run([press('k', { ctrlKey: true, altKey: true })])).toEqual([null]);
    expect(run(['k'])).toEqual([null]);
  });
});
