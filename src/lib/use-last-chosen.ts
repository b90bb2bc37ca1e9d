import { useState } from 'react';

/**
 * The item a dialog is about, kept while the dialog closes: the parent sets it back to null at
 * once, and the dialog's text must not go blank during its closing transition.
 */
export const useLastChosen = <T>(chosen: T | null): T | null => {
  const [last, setLast] = useState(chosen);
  if (chosen !== null && chosen !== last) setLast(chosen);
  return chosen ?? last;
};
