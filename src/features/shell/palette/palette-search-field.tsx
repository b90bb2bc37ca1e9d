import { Input } from '@mantine/core';
import { Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { startTransition, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { selectOption, triggerSelectedOption } from './use-selected-option';

type Props = Omit<ComponentProps<typeof Input<'input'>>, 'value' | 'onChange'> & {
  store: SpotlightStore;
  /** The text the palette's entries are made for. */
  query: string;
  onQueryChange: (query: string) => void;
};

const searchClass = `${Spotlight.classes.search} mantine-Spotlight-search`;

/**
 * The palette's search field, as Spotlight.Search with its keys (arrows, Enter), holding what is
 * typed itself: a key renders the field, and the entries follow in a transition (React renders them
 * after the key's frame, and drops them for the next key). Spotlight.Search would render the whole
 * palette twice on every key, before the key's frame: it sets the text in Spotlight's store too.
 */
export const PaletteSearchField = ({ store, query, onQueryChange, ...props }: Props) => {
  // Starts from the palette's text; the field is mounted while the palette is open.
  const [value, setValue] = useState(query);
  const [composing, setComposing] = useState(false);
  return (
    <Input
      size="lg"
      classNames={{ input: searchClass }}
      {...props}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValue(next);
        startTransition(() => onQueryChange(next));
      }}
      onCompositionStart={() => setComposing(true)}
      onCompositionEnd={() => setComposing(false)}
      onKeyDown={(event) => {
        if (composing) return;
        const { code } = event.nativeEvent;
        if (code === 'ArrowDown' || code === 'ArrowUp') {
          event.preventDefault();
          selectOption(store, store.getState().selected + (code === 'ArrowDown' ? 1 : -1));
        }
        if (code === 'Enter' || code === 'NumpadEnter') {
          event.preventDefault();
          // Entries still on their way are shown first: Enter opens the first of what was typed.
          if (value !== query) flushSync(() => onQueryChange(value));
          triggerSelectedOption(store);
        }
      }}
    />
  );
};
