import { createContext } from 'react';

/**
 * Inside a page kept for Back (kept-pages.tsx): throws the page away once it is left, so that
 * Back makes it anew instead of showing it as it was. The leave question calls it when the user
 * leaves unsaved input (the input is gone, as the question says). Null outside a kept page.
 * A module of its own, so that forms do not load the kept pages' host.
 */
export const KeptPageDiscard = createContext<(() => void) | null>(null);
