/**
 * The invoice dialog's modes (spec 2 §2, §4): editing, then viewing the saved draft, then review,
 * then submitting. 'Continue editing' returns from viewing to editing; back returns from review
 * to viewing; a failed finalize returns to review.
 */
export type DialogMode = 'editing' | 'viewing' | 'review' | 'submitting';
export type DialogEvent = 'saved' | 'continueEditing' | 'review' | 'back' | 'finalize' | 'finalizeFailed';

const transitions: Record<DialogMode, Partial<Record<DialogEvent, DialogMode>>> = {
  editing: { saved: 'viewing' },
  viewing: { continueEditing: 'editing', review: 'review' },
  review: { back: 'viewing', finalize: 'submitting' },
  submitting: { finalizeFailed: 'review' },
};

/** The mode after an event; an event that does not belong to the mode changes nothing. */
export const nextMode = (mode: DialogMode, event: DialogEvent): DialogMode =>
  transitions[mode][event] ?? mode;
