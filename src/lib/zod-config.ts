/**
 * zod as the app imports it: vite.config.ts resolves the bare `zod` here, so this runs before any
 * module that creates a schema, however the bundle is split. Built bundles run zod without its
 * JIT: it compiles object parsers with `new Function` after probing whether eval is allowed, and
 * under the portal's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported
 * as a policy violation.
 */
import { z } from 'zod/v4';

if (import.meta.env.PROD) z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
