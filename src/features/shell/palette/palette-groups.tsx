import { Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import type { ReactNode } from 'react';

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

/**
 * The palette's groups as a listbox of options: the search field points at the selected one
 * (aria-activedescendant), so a screen reader reads what the arrow keys select.
 */
export const PaletteGroups = ({
  groups,
  idPrefix,
  selected,
}: {
  groups: PaletteGroup[];
  idPrefix: string;
  /** The index of the selected entry among all groups' entries. */
  selected: number;
}) => {
  let index = 0;
  return groups
    .filter((group) => group.entries.length || group.status)
    .map((group) => (
      <Spotlight.ActionsGroup key={group.key} label={group.label} role="group" aria-label={group.label}>
        {group.status && (
          <Text role="option" aria-disabled="true" aria-selected="false" size="sm" c="dimmed" px="md" py={6}>
            {group.status}
          </Text>
        )}
        {group.entries.map((entry) => {
          const position = index++;
          return (
            <Spotlight.Action
              key={entry.key}
              id={`${idPrefix}-${position}`}
              role="option"
              aria-selected={position === selected}
              label={entry.label}
              description={entry.description}
              leftSection={entry.icon}
              onClick={entry.onTrigger}
            />
          );
        })}
      </Spotlight.ActionsGroup>
    ));
};
