import { Combobox } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import classes from './command-palette.module.css';

export type PaletteEntry = {
  key: string;
  label: string;
  description?: string;
  icon?: ReactNode;
  onTrigger: () => void;
};

export type PaletteGroup = {
  key: string;
  label: string;
  entries: PaletteEntry[];
  /** Shown in place of entries: loading, failed, nothing found. */
  status?: string;
};

/** The id of the option at `index` of the list `listId` (the field's aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

type Props = {
  groups: PaletteGroup[];
  /** The key of the selected entry. */
  active: string | undefined;
  listId: string;
};

/**
 * The palette's groups as Combobox groups of options. The selection is the palette's state (an
 * entry's key), drawn as Combobox.Option's `selected` and as aria-selected; the search field points
 * at it (aria-activedescendant), so a screen reader reads what the arrow keys select.
 */
export const PaletteGroups = memo(function PaletteGroups({ groups, active, listId }: Props) {
  let index = 0;
  return groups
    .filter((group) => group.entries.length || group.status)
    .map((group) => (
      <Combobox.Group key={group.key} label={group.label}>
        {group.status && (
          // A line in the list that cannot be chosen: an option that is disabled, for the listbox.
          <Combobox.Empty role="option" aria-disabled="true" aria-selected="false" ta="start">
            {group.status}
          </Combobox.Empty>
        )}
        {group.entries.map((entry) => {
          const selected = entry.key === active;
          return (
            <Combobox.Option
              key={entry.key}
              value={entry.key}
              id={optionId(listId, index++)}
              selected={selected}
              aria-selected={selected}
              className={classes.option}
            >
              {entry.icon && <span className={classes.icon}>{entry.icon}</span>}
              <span className={classes.body}>
                <span>{entry.label}</span>
                {entry.description && <span className={classes.description}>{entry.description}</span>}
              </span>
            </Combobox.Option>
          );
        })}
      </Combobox.Group>
    ));
});
