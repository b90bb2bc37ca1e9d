import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { navigationDestinations, type NavItem } from '../navigation';

type Options = {
  /** The navigation this user sees: 'g' then a key goes only where the navigation goes. */
  items: NavItem[];
  onPalette: () => void;
  onHelp: () => void;
};

/** The keyboard shortcuts of the dashboard; their code loads after the first paint. */
export const useShortcuts = ({ items, onPalette, onHelp }: Options) => {
  const navigate = useNavigate();
  // The latest props without reinstalling the listener on every render.
  const latest = useRef({ items, onPalette, onHelp, navigate });
  useEffect(() => {
    latest.current = { items, onPalette, onHelp, navigate };
  });

  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    void import('./install-shortcuts').then(({ installShortcuts }) => {
      if (cancelled) return;
      uninstall = installShortcuts(() => ({
        canGo: (to) => navigationDestinations(latest.current.items).some((entry) => entry.to === to),
        go: (to) => void latest.current.navigate({ href: to }),
        onPalette: latest.current.onPalette,
        onHelp: latest.current.onHelp,
      }));
    });
    return () => {
      cancelled = true;
      uninstall?.();
    };
  }, []);
};
