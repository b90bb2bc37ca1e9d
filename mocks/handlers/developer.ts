import type { HttpHandler } from 'msw';

/** Handlers of this area (none yet). */
export const developerHandlers: HttpHandler[] = [];
