import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { findCreateAction, findListSearch } from '@/components/shortcut-targets';
import { navigationDestinations, type NavItem } from '../navigation';
import { goDestinations, initialSequence, isTypingTarget, readShortcut } from './shortcut-keys';

type Options = {
  /** The navigation this user sees: 'g' then a key goes only where the navigation goes. */
  items: NavItem[];
  onPalette: () => void;
  onHelp: () => void;
};

/** An open dialog (also the palette) owns the keyboard; the page's shortcuts wait behind it. */
const dialogOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** The keyboard shortcuts of the dashboard (one listener on the document). */
export const useShortcuts = ({ items, onPalette, onHelp }: Options) => {
  const navigate = useNavigate();
  const sequence = useRef(initialSequence);
  // The latest props without re-adding the listener on every render.
  const latest = useRef({ items, onPalette, onHelp });
  useEffect(() => {
    latest.current = { items, onPalette, onHelp };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const { key, ctrlKey, metaKey, altKey } = event;
      const typing = isTypingTarget(event.target);
      const press = { key, ctrlKey, metaKey, altKey, typing };
      const { state, command } = readShortcut(sequence.current, press, Date.now());
      sequence.current = state;
      if (!command) return;
      if (command.kind === 'palette') {
        event.preventDefault();
        latest.current.onPalette();
        return;
      }
      if (dialogOpen()) return;
      switch (command.kind) {
        case 'focusSearch': {
          const field = findListSearch();
          if (!field) return;
          event.preventDefault();
          field.focus();
          return;
        }
        case 'create':
          findCreateAction()?.click();
          return;
        case 'help':
          event.preventDefault();
          latest.current.onHelp();
          return;
        case 'go': {
          const to = goDestinations[command.target];
          const visible = navigationDestinations(latest.current.items).some((entry) => entry.to === to);
          if (visible) void navigate({ to });
          return;
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
};
