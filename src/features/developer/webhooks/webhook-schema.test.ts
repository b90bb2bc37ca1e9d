import { describe, expect, it } from 'vitest';
import { WebhookFormSchema, webhookSubmitDisabled } from './webhook-schema';

const valid = { url: 'https://erp.example.de/hooks', name: 'Buchhaltung', events: ['PAYMENT_COMPLETED'] };

const messages = (values: Partial<typeof valid>) => {
  const result = WebhookFormSchema.safeParse({ ...valid, ...values });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('webhook form (spec 3 §5)', () => {
  it('takes a complete webhook', () => expect(messages({})).toEqual([]));

  it.each([
    ['url', { url: ' ' }, 'url: developer:validation.required'],
    ['a url that is none', { url: 'erp.example.de/hooks' }, 'url: developer:validation.invalidUrl'],
    ['a url of another scheme', { url: 'ftp://erp.example.de' }, 'url: developer:validation.invalidUrl'],
    ['name', { name: '' }, 'name: developer:validation.required'],
    ['a name of 121 characters', { name: 'x'.repeat(121) }, 'name: developer:validation.nameTooLong'],
    ['events', { events: [] }, 'events: developer:validation.eventsRequired'],
  ])('refuses a missing or wrong %s', (_, values, message) => expect(messages(values)).toEqual([message]));

  it('takes a name of 120 characters', () => expect(messages({ name: 'x'.repeat(120) })).toEqual([]));

  it.each([
    ['create', valid, false],
    ['create', { ...valid, events: [] }, true],
    ['create', { ...valid, name: '', url: '' }, false],
    ['edit', valid, false],
    ['edit', { ...valid, events: [] }, true],
    ['edit', { ...valid, name: ' ' }, true],
    ['edit', { ...valid, url: '' }, true],
  ] as const)('%s with %j: submit disabled %s', (mode, values, disabled) =>
    expect(webhookSubmitDisabled(mode, { ...values, events: [...values.events] })).toBe(disabled),
  );
});
