import { Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import type { ReactNode } from 'react';
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

/**
 * The palette's groups as a listbox of options: the search field points at the selected one
 * (aria-activedescendant, kept by useSelectedOption), so a screen reader reads what the arrow keys
 * select.
 */
export const PaletteGroups = ({ groups }: { groups: PaletteGroup[] }) =>
  groups
    .filter((group) => group.entries.length || group.status)
    .map((group) => (
      <Spotlight.ActionsGroup key={group.key} label={group.label} role="group" aria-label={group.label}>
        {group.status && (
          <Text
            role="option"
            aria-disabled="true"
            aria-selected="false"
            size="sm"
            px="md"
            py={6}
            className={classes.description}
          >
            {group.status}
          </Text>
        )}
        {group.entries.map((entry) => (
          <Spotlight.Action
            key={entry.key}
            role="option"
            // Spotlight marks the selected entry itself (data-selected); useSelectedOption mirrors it.
            aria-selected={false}
            label={entry.label}
            description={entry.description}
            leftSection={entry.icon}
            onClick={entry.onTrigger}
          />
        ))}
      </Spotlight.ActionsGroup>
    ));
