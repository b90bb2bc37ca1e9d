import { Combobox, Loader } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { startTransition, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './command-palette.module.css';

type Props = {
  /** The typed text, given on in a transition: the entries follow in a render the next key interrupts. */
  onText: (text: string) => void;
  /** The arrow keys move the selection; Enter opens the selected entry. */
  onMove: (step: 1 | -1) => void;
  onChoose: () => void;
  listId: string;
  activeId: string | undefined;
  loading: boolean;
};

/**
 * The palette's search field. It keeps the text itself, so that a key renders the field alone and
 * shows at once; the palette hears of the text in a transition.
 */
export const PaletteField = ({ onText, onMove, onChoose, listId, activeId, loading }: Props) => {
  const { t } = useTranslation('palette');
  const [value, setValue] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onChoose();
    }
  };

  return (
    <Combobox.Search
      value={value}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setValue(text);
        startTransition(() => onText(text));
      }}
      onKeyDown={onKeyDown}
      // The palette moves its own selection (an entry's key, which stays while the entry is listed).
      withKeyboardNavigation={false}
      withAriaAttributes={false}
      data-autofocus
      size="lg"
      classNames={{ wrapper: classes.top, input: classes.field }}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      role="combobox"
      aria-expanded
      aria-controls={listId}
      aria-autocomplete="list"
      aria-activedescendant={activeId}
      autoComplete="off"
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={loading ? <Loader size="xs" /> : null}
    />
  );
};
