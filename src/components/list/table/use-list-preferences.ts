import { useCallback, useState } from 'react';
import {
  DEFAULT_LIST_PREFERENCES,
  readListPreferences,
  writeListPreferences,
  type ListPreferences,
} from '@/lib/list-preferences';

export type ListPreferencesState = {
  value: ListPreferences;
  onChange: (next: ListPreferences) => void;
};

/**
 * A list's kept preferences (src/lib/list-preferences.ts), read once when the list mounts and
 * written on every change. Without a list id nothing is kept.
 */
export const useListPreferences = (listId: string | undefined): ListPreferencesState => {
  const [value, setValue] = useState(() => (listId ? readListPreferences(listId) : DEFAULT_LIST_PREFERENCES));
  const onChange = useCallback(
    (next: ListPreferences) => {
      setValue(next);
      if (listId) writeListPreferences(listId, next);
    },
    [listId],
  );
  return { value, onChange };
};
