import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * A menu made on the first click of its button: until then the page pays for the button only,
 * not for the menu's popover, which measures its place. The button is made anew inside the menu;
 * had the old one the focus (a keyboard's Enter, a click), the new one takes it, and the menu
 * opens right after it is made (before the next paint), so that closing it gives the focus back
 * to the button as any menu does. Spread `menu` on Mantine's `<Menu>`.
 */
export const useMenuOnFirstUse = <T extends HTMLElement>() => {
  const [armed, setArmed] = useState<{ focused: boolean } | null>(null);
  const [opened, setOpened] = useState(false);
  const target = useRef<T>(null);
  useLayoutEffect(() => {
    if (!armed) return;
    if (armed.focused) target.current?.focus();
    // Opened once made, in a commit of its own: the menu notes the focus as it opens.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpened(true);
  }, [armed]);
  const arm = armed
    ? undefined
    : (event: MouseEvent<HTMLElement>) =>
        setArmed({ focused: document.activeElement === event.currentTarget });
  return { armed: armed !== null, arm, target, menu: { opened, onChange: setOpened } };
};
