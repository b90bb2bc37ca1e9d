/** What loads on first use, on screen: see `src/lib/on-first-use.ts`. */
export { lazyDialog } from './lazy-dialog';
export { lazyPart } from './lazy-part';
export { lazyScreen } from './lazy-screen';
