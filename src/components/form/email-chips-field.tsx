import { Pill, PillsInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useBoundField } from './bound-field';
import { splitEmailChips } from './email-chips';

type Props<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  description?: string;
  placeholder?: string;
  disabled?: boolean;
  withAsterisk?: boolean;
  /** Shown while typed text does not match an e-mail address ('invalid email'). */
  invalidMessage: string;
  /** The accessible name of a chip's remove button. */
  removeLabel: (email: string) => string;
  'data-autofocus'?: boolean;
};

/**
 * Several e-mail addresses as chips. Typed text becomes a chip on comma, semicolon, space, Enter or
 * leaving the field, when it matches an e-mail address; otherwise it stays in the field and the
 * field says so, and the surrounding form is not sent until it is corrected or removed. Backspace
 * in the empty field removes the last chip.
 */
export const EmailChipsField = <T extends FieldValues>({
  name,
  label,
  description,
  placeholder,
  disabled,
  withAsterisk,
  invalidMessage,
  removeLabel,
  ...rest
}: Props<T>) => {
  const { ref, field, error } = useBoundField<T>(name, label);
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, input);
  const raw: unknown = field.value;
  const chips = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];

  const take = (typed: string, final: boolean) => {
    const { added, rest: left, invalid: wrong } = splitEmailChips(typed, chips, { final });
    if (added.length) field.onChange([...chips, ...added]);
    setText(left);
    setInvalid(wrong);
  };

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    // Text that did not become a chip would be lost: the form waits until it is fixed.
    const holdBack = (event: SubmitEvent) => {
      if (!input.current?.value.trim()) return;
      event.preventDefault();
      event.stopPropagation();
      setInvalid(true);
      input.current?.focus();
    };
    form.addEventListener('submit', holdBack);
    return () => form.removeEventListener('submit', holdBack);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim()) {
      // Enter turns the text into a chip; it does not submit the surrounding form.
      event.preventDefault();
      take(text, true);
    } else if (event.key === 'Backspace' && !text && chips.length) {
      field.onChange(chips.slice(0, -1));
    }
  };

  return (
    <PillsInput
      id={id}
      label={label}
      description={description}
      disabled={disabled}
      withAsterisk={withAsterisk}
      error={error ?? (invalid ? invalidMessage : undefined)}
    >
      <Pill.Group>
        {chips.map((email) => (
          <Pill
            key={email}
            withRemoveButton={!disabled}
            onRemove={() => field.onChange(chips.filter((chip) => chip !== email))}
            // Reachable by keyboard and named, unlike Mantine's default hidden button.
            removeButtonProps={{ 'aria-label': removeLabel(email), 'aria-hidden': false, tabIndex: 0 }}
          >
            {email}
          </Pill>
        ))}
        <PillsInput.Field
          {...rest}
          id={id}
          ref={mergedRef}
          name={field.name}
          value={text}
          placeholder={chips.length ? undefined : placeholder}
          onChange={(event) => take(event.currentTarget.value, false)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            take(text, true);
            field.onBlur();
          }}
          aria-invalid={Boolean(error) || invalid}
        />
      </Pill.Group>
    </PillsInput>
  );
};
