import { findCreateAction, findListSearch } from '@/components/shortcut-targets';
import { goDestinations, initialSequence, isTypingTarget, readShortcut } from './shortcut-keys';

type Handlers = {
  /** Whether the navigation this user sees leads there: 'g' then a key goes only where it goes. */
  canGo: (to: string) => boolean;
  go: (to: string) => void;
  onPalette: () => void;
  onHelp: () => void;
};

/** An open dialog (also the palette) owns the keyboard; the page's shortcuts wait behind it. */
const dialogOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * The keyboard shortcuts of the dashboard: one listener on the document. Loaded after the first
 * paint, so the dashboard's first bundle carries only the call. Returns the uninstall.
 */
export const installShortcuts = (handlers: () => Handlers) => {
  let sequence = initialSequence;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const { key, ctrlKey, metaKey, altKey } = event;
    const typing = isTypingTarget(event.target);
    const { state, command } = readShortcut(sequence, { key, ctrlKey, metaKey, altKey, typing }, Date.now());
    sequence = state;
    if (!command) return;
    const { canGo, go, onPalette, onHelp } = handlers();
    if (command.kind === 'palette') {
      event.preventDefault();
      onPalette();
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
        onHelp();
        return;
      case 'go': {
        const to = goDestinations[command.target];
        if (canGo(to)) go(to);
        return;
      }
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
};
