import { describe, expect, it } from 'vitest';
import type { TrackedTransaction } from '@generated/model/trackedTransaction';
import { clientPage } from './client-page';

const transaction = (id: string, agentClientCompanyName?: string): TrackedTransaction => ({
  id,
  state: 'PENDING',
  amount: 10,
  createdDateTimeUTC: '2026-11-01T10:00:00Z',
  agentClientCompanyName,
});

const all = {
  _embedded: {
    trackedTransactions: [
      transaction('1', 'Café Müller UG'),
      transaction('2', 'Metzgerei Huber e.K.'),
      transaction('3', 'Café Müller UG'),
      transaction('4'),
      transaction('5', 'Café Müller UG'),
    ],
  },
  page: { size: 1000, number: 0, totalElements: 5, totalPages: 1 },
};

describe("one client's transactions", () => {
  it.each([
    { client: 'Café Müller UG', page: 0, size: 10, ids: ['1', '3', '5'], total: 3, pages: 1 },
    { client: 'Café Müller UG', page: 0, size: 2, ids: ['1', '3'], total: 3, pages: 2 },
    { client: 'Café Müller UG', page: 1, size: 2, ids: ['5'], total: 3, pages: 2 },
    { client: 'Metzgerei Huber e.K.', page: 0, size: 10, ids: ['2'], total: 1, pages: 1 },
    { client: 'Unbekannt', page: 0, size: 10, ids: [], total: 0, pages: 0 },
  ])('$client, page $page of $size -> $ids', ({ client, page, size, ids, total, pages }) => {
    const result = clientPage(all, client, { page, size });
    expect(result._embedded.trackedTransactions.map((entry) => entry.id)).toEqual(ids);
    expect(result.page).toEqual({ size, number: page, totalElements: total, totalPages: pages });
    expect(result.partial).toBe(false);
  });

  it('knows its total is a lower bound when the server holds more than were read', () => {
    const result = clientPage({ ...all, page: { ...all.page, totalElements: 5000 } }, 'Café Müller UG', {
      page: 0,
      size: 10,
    });
    expect(result).toMatchObject({ partial: true, read: 5, page: { totalElements: 3 } });
  });
});
