import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** The list-reload delay; the spec says the lists share one but not its value. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A text field whose value is committed after a pause in typing. A value that changes from
 * outside (the back button, a removed chip) replaces the text, but never one the user is still
 * typing over.
 */
export const useDebouncedText = (
  value: string,
  onCommit: (value: string) => void,
  delay: number = SEARCH_DEBOUNCE_MS,
) => {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const commit = useDebouncedCallback((next: string) => {
    // Compared trimmed, as the URL keeps it, so a trailing space being typed is not undone.
    setCommitted(next.trim());
    onCommit(next);
  }, delay);

  // Adjusting state during render (not in an effect) keeps the field and the URL in one pass.
  if (value !== committed && !commit.isPending()) {
    setCommitted(value);
    setText(value);
  }

  const change = (next: string) => {
    setText(next);
    commit(next);
  };
  const flush = () => commit.flush();
  return { text, change, flush };
};
