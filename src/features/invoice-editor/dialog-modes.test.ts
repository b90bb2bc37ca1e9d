import { describe, expect, it } from 'vitest';
import { nextMode, type DialogEvent, type DialogMode } from './dialog-modes';

describe('invoice dialog modes (spec 2 §4)', () => {
  it.each<[DialogMode, DialogEvent, DialogMode]>([
    ['editing', 'saved', 'viewing'],
    ['viewing', 'continueEditing', 'editing'],
    ['viewing', 'review', 'review'],
    ['review', 'back', 'viewing'],
    ['review', 'finalize', 'submitting'],
    ['submitting', 'finalizeFailed', 'review'],
    // Events that do not belong to a mode change nothing.
    ['editing', 'review', 'editing'],
    ['editing', 'finalize', 'editing'],
    ['viewing', 'finalize', 'viewing'],
    ['review', 'continueEditing', 'review'],
    ['submitting', 'back', 'submitting'],
  ])('%s + %s → %s', (mode, event, expected) => expect(nextMode(mode, event)).toBe(expected));
});
