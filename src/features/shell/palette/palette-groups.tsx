import { Text, UnstyledButton } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
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

// The entries are Spotlight's group and action as plain elements with their classes: Spotlight's
// own read the palette's context, whose value changes with every key typed, so each entry would
// render again on each key. These render only when the groups change.
const spotlight = Spotlight.classes;
const groupClass = `${spotlight.actionsGroup} mantine-Spotlight-actionsGroup`;
const actionClass = [
  'mantine-focus-auto',
  spotlight.action,
  'mantine-Spotlight-action',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
].join(' ');
const sectionClass = `${spotlight.actionSection} mantine-Spotlight-actionSection`;
const bodyClass = `${spotlight.actionBody} mantine-Spotlight-actionBody`;
const labelClass = `${spotlight.actionLabel} mantine-Spotlight-actionLabel`;
const descriptionClass = `${classes.description} ${spotlight.actionDescription} mantine-Spotlight-actionDescription`;

/** The group's name as Spotlight draws it (its `--spotlight-label`). */
const labelVar = (label: string) => ({
  '--spotlight-label': `'${label.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`,
});

const Action = ({ entry, onClose }: { entry: PaletteEntry; onClose: () => void }) => (
  <button
    type="button"
    className={actionClass}
    data-action
    role="option"
    // Spotlight marks the selected entry itself (data-selected); useSelectedOption mirrors it.
    aria-selected={false}
    tabIndex={-1}
    // The focus stays in the search field.
    onMouseDown={(event) => event.preventDefault()}
    onClick={() => {
      entry.onTrigger();
      onClose();
    }}
  >
    {entry.icon && (
      <span className={sectionClass} data-position="left" data-dimmed>
        {entry.icon}
      </span>
    )}
    <span className={bodyClass}>
      <span className={labelClass}>{entry.label}</span>
      <span className={descriptionClass}>{entry.description}</span>
    </span>
  </button>
);

type Props = {
  groups: PaletteGroup[];
  /** Closes the palette after an entry is chosen. */
  onClose: () => void;
};

/**
 * The palette's groups as a listbox of options: the search field points at the selected one
 * (aria-activedescendant, kept by useSelectedOption), so a screen reader reads what the arrow keys
 * select.
 */
export const PaletteGroups = memo(function PaletteGroups({ groups, onClose }: Props) {
  return groups
    .filter((group) => group.entries.length || group.status)
    .map((group) => (
      <div
        key={group.key}
        className={groupClass}
        style={labelVar(group.label)}
        role="group"
        aria-label={group.label}
      >
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
          <Action key={entry.key} entry={entry} onClose={onClose} />
        ))}
      </div>
    ));
});
