/**
 * The two builds a person meets, each opened signed in on its home page in a page of its own:
 * - `production`: the production build (dist/) with its API answered by the mock HTTP server
 *   (`npm run mock:server`) in a process of its own, as a user's portal talks to a backend elsewhere;
 * - `mock`: the mock build (dist-mock/) that frontend developers use, MSW answering on the page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runnerImport } from 'vite';
import type * as Auth from '../../mocks/auth.ts';
import { signIn } from './list-paint.ts';
import { serveProductionContext, type SignedIn } from './page-load.ts';
import { serveStatic, type StaticServer } from './serve.ts';

export type BuildName = 'production' | 'mock';
export const BUILD_TITLES: Record<BuildName, string> = {
  production: 'production build + mock HTTP server',
  mock: 'mock build',
};

/** The mock server's port: MOCK_PORT, or PORT as `npm run mock:server` takes it, or 4013. */
const mockPort = () => Number(process.env.MOCK_PORT ?? process.env.PORT ?? 4013);

/** `npm run mock:server` on `port`, and a session it accepts; `close` ends that process. */
const startMockServerProcess = async (projectRoot: string, port: number) => {
  const { module: auth } = await runnerImport<typeof Auth>(resolve(projectRoot, 'mocks/auth.ts'), {
    root: projectRoot,
    configFile: false,
    logLevel: 'error',
  });
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'mock:server'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mock backend on')) ready();
    });
    child.once('exit', (code) => fail(new Error(`mock:server exited (${code}): ${output}`)));
  });
  const signedIn: SignedIn = {
    apiOrigin: `http://127.0.0.1:${port}`,
    session: {
      token: auth.issueToken(auth.DEMO_USER.emailAddress),
      expiresAt: Date.now() + auth.TOKEN_LIFETIME_SECONDS * 1000,
    },
  };
  // A run that fails leaves no server behind.
  const end = () => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
  process.once('exit', end);
  const close = async () => {
    process.off('exit', end);
    if (child.exitCode !== null || !child.pid) return;
    process.kill(-child.pid, 'SIGTERM');
    await once(child, 'exit');
  };
  return { signedIn, close };
};

export type OpenBuild = {
  build: BuildName;
  /** A fresh context and page, signed in, on the home page with its tiles shown. */
  newPage: (
    browser: Browser,
    initScripts?: Array<() => void>,
  ) => Promise<{ context: BrowserContext; page: Page }>;
  close: () => Promise<void>;
};

/** Serves `build` from `dir` (dist/ or dist-mock/ by default) with what it needs. */
export const openBuild = async (projectRoot: string, build: BuildName, dir?: string): Promise<OpenBuild> => {
  const app: StaticServer = await serveStatic(
    dir ?? resolve(projectRoot, build === 'mock' ? 'dist-mock' : 'dist'),
  );
  const backend = build === 'production' ? await startMockServerProcess(projectRoot, mockPort()) : undefined;
  return {
    build,
    newPage: async (browser, initScripts = []) => {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
      for (const script of initScripts) await context.addInitScript(script);
      if (backend) await serveProductionContext(context, app.origin, backend.signedIn);
      const page = await context.newPage();
      if (backend) await page.goto(`${app.origin}/dashboard/home`);
      else await signIn(page, app.origin);
      await page.getByTestId('home-tiles').waitFor();
      // The mock's own panel sits over the pager's corner; a user of the real portal has none.
      await page.addStyleTag({ content: '#mock-dev-panel { display: none !important; }' });
      return { context, page };
    },
    close: async () => {
      await app.close();
      await backend?.close();
    },
  };
};
