/**
 * The mock backend in the browser (npm start, npm run build:mock): MSW's service worker answers
 * the API's calls from the in-memory database, which IndexedDB keeps across reloads.
 * `?scenario=<name>` on a load starts that scenario afresh; the dev panel and
 * window.__mockBackend switch scenarios, reset data and inject faults.
 */
import { del, get, getMany, set } from 'idb-keyval';
import { setupWorker } from 'msw/browser';
import {
  attachPersistence,
  configureLarge,
  dbReady,
  flushSave,
  getDb,
  isLargeScenario,
  reseed,
  seedingStats,
  type JournalState,
} from './db/store';
import mockCodeVersion from 'virtual:mock-code-version';
import { snapshotSettled } from './db/large-snapshot';
import { provideSeeds } from './db/seed-source';
import type { Db } from './db/schema';
import { replayJournal } from './lib/replay';
import { handlers } from './handlers';
import { withGeneratedFallback } from './lib/generated-fallback';
import {
  clearFault,
  clearFaults,
  listFaults,
  onFaultsChange,
  restoreFaults,
  setFault,
  FaultEntries,
  type Fault,
} from './lib/faults';
import { findScenario, scenarios } from './scenarios';
import { mark } from './lib/marks';

const STORAGE_KEY = 'mock-backend-db';
const FAULTS_KEY = 'mock-backend-faults';

const readStoredFaults = (): [string, Fault][] => {
  try {
    const stored = FaultEntries.safeParse(JSON.parse(sessionStorage.getItem(FAULTS_KEY) ?? '[]'));
    return stored.success ? stored.data : [];
  } catch {
    return [];
  }
};

// The default scenario's seed was made at build time (none in the dev server); faker and the seed
// code load only when another seed is to be made (db/seed-source.ts).
provideSeeds({
  load: () => import('./db/seed/code'),
  given: { default: () => import('virtual:mock-default-seed').then((module) => module.default) },
});

export const worker = setupWorker(...withGeneratedFallback(handlers));

const mockBackend = {
  scenarios: scenarios.map(({ name, description }) => ({ name, description })),
  scenario: () => getDb().scenario,
  /** Starts a scenario afresh and reloads the page. */
  useScenario: async (name: string) => {
    await reseed(findScenario(name).name);
    await flushSave();
    window.location.reload();
  },
  /** Back to the seed of the current scenario. */
  reset: async () => {
    await reseed();
    await flushSave();
  },
  setFault,
  clearFault,
  clearFaults,
  listFaults,
  /**
   * Resolves once the database answers (the large scenario is seeded in steps); how it went: the
   * seeding's time, how many times this page seeded the large scenario, whether from a snapshot.
   */
  ready: async () => {
    await dbReady();
    return { ...seedingStats };
  },
  /** How this page's data came so far, without waiting for it (the bench's). */
  stats: () => ({ ...seedingStats }),
  /** Resolves once the large scenario's snapshot holds this page's data and writes (if one is due). */
  settled: () => snapshotSettled(),
};

declare global {
  interface Window {
    __mockBackend?: typeof mockBackend;
  }
}

export const startBrowserMock = async () => {
  mark('start');
  const url = new URL(window.location.href);
  const requested = url.searchParams.get('scenario');
  // ?largeFactor=0.01 seeds the large scenario at that fraction of its size (the e2e test's).
  const factor = Number(url.searchParams.get('largeFactor'));
  if (factor > 0) configureLarge({ factor });
  const db = await attachPersistence(
    {
      load: () => get<Db | JournalState>(STORAGE_KEY),
      save: (snapshot) => set(STORAGE_KEY, snapshot),
      clear: () => del(STORAGE_KEY),
      replay: (journal) => replayJournal(handlers, journal),
      snapshots: { version: mockCodeVersion, get, getMany, set, del },
    },
    requested ? findScenario(requested).name : undefined,
  );
  mark('attached');
  if (requested) {
    // The large scenario's journal is written before anything else happens: a page left at once
    // must find the scenario it asked for (it cannot fall back to it as to default). Applied
    // once: a later reload keeps what was created since.
    if (isLargeScenario(db.scenario)) await flushSave();
    url.searchParams.delete('scenario');
    url.searchParams.delete('largeFactor');
    window.history.replaceState(window.history.state, '', url);
  }
  restoreFaults(readStoredFaults());
  onFaultsChange(() => sessionStorage.setItem(FAULTS_KEY, JSON.stringify(listFaults())));
  // The production scenario makes the portal behave as in production (no contract page).
  window.__PORTAL_CONFIG__ = { ...window.__PORTAL_CONFIG__, environment: db.environment };
  window.__mockBackend = mockBackend;
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  mark('worker');
  const { mountDevPanel } = await import('./dev-panel');
  mountDevPanel();
};
