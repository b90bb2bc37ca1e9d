import { describe, expect, it } from 'vitest';
import { embeddedItems } from './embedded';

type Events = { _embedded: { invoiceEventsList: { eventType: string }[] } };
/** What a backend may send where the contract says Events, as JSON.parse hands it over untyped. */
const answered = (body: unknown): Events | undefined =>
  body === undefined ? undefined : JSON.parse(JSON.stringify(body));

describe('embeddedItems', () => {
  it('reads the embedded list', () => {
    const answer: Events = { _embedded: { invoiceEventsList: [{ eventType: 'CREATED' }] } };
    expect(embeddedItems(answer, 'invoiceEventsList')).toEqual([{ eventType: 'CREATED' }]);
  });

  it.each([
    ['an empty array', []],
    ['an empty object', {}],
    ['no body', undefined],
    ['null', null],
    ['_embedded without the key', { _embedded: {} }],
    ['_embedded as null', { _embedded: null }],
    ['the key not a list', { _embedded: { invoiceEventsList: 'none' } }],
  ])('has no items in %s', (_, body) => {
    expect(embeddedItems(answered(body), 'invoiceEventsList')).toEqual([]);
  });
});
