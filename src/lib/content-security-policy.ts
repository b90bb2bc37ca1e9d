/**
 * The portal's Content-Security-Policy, in one place: the build writes it into index.html as a
 * meta tag (vite.config.ts), deploy/nginx.conf sends the same policy as a header (a test keeps
 * them equal), and the README explains each choice. Pure data, so the build can import it.
 */
import { deployedApiOrigins } from './api-hosts.ts';

/**
 * The bank-login widget of the connect bank dialog (spec 1) runs in a frame of its provider.
 * Placeholders until the provider and its hosts are chosen: `.example` names never resolve, so
 * they allow nothing. Replace them here when the dialog is built.
 */
export const bankWidgetFrameOrigins = ['https://bank-widget.portal.example'];

/**
 * Contract signing (spec 1, POST /yes/start) sends the whole page to the provider's location and
 * back, which needs no frame; only the PDF preview of the contract frames a same-origin document.
 */
export const signingFrameOrigins = ["'self'"];

/**
 * The PDF previews of the invoice cancellation and correction wizards frame the document the API
 * sent, as an object URL the portal made itself (type application/pdf).
 */
export const pdfPreviewFrameSources = ['blob:'];

/** The mock build's backend: the in-browser mock answers calls to the local mock server's host. */
export const mockApiOrigin = 'http://localhost:4010';

export type CspMode = 'production' | 'mock';

type Directives = Record<string, string[]>;

/** The policy of a build. `frame-ancestors` is left to the header: browsers ignore it in a meta tag. */
export const cspDirectives = (mode: CspMode): Directives => ({
  'default-src': ["'self'"],
  // Only the bundle's own files: no inline script, no eval (zod runs without its JIT, zod-config.ts).
  'script-src': ["'self'"],
  // Mantine writes its theme variables and responsive style props into <style> tags at run time,
  // and React style props are style attributes: neither can be hashed or carry a nonce in a static
  // file. Styles cannot run script, and React renders no server string as markup or style.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for small inlined images, blob: for previews of chosen files (logo, PDFs). https: because
  // company logos, brand backgrounds and product images are addresses the backend hands out on
  // its file storage, whose host differs per environment; an image cannot run script.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...(mode === 'mock' ? [mockApiOrigin] : deployedApiOrigins)],
  'frame-src': [...signingFrameOrigins, ...pdfPreviewFrameSources, ...bankWidgetFrameOrigins],
  // The mock backend is a service worker; a production build registers none.
  'worker-src': mode === 'mock' ? ["'self'"] : ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
});

export const serializeCsp = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** For the meta tag of index.html. */
export const metaCsp = (mode: CspMode) => serializeCsp(cspDirectives(mode));

/** For the Content-Security-Policy header: the meta policy plus what only a header can say. */
export const headerCsp = (mode: CspMode = 'production') =>
  serializeCsp({ ...cspDirectives(mode), 'frame-ancestors': ["'none'"] });
