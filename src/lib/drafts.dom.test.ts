import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft } from './drafts';
import { endSession, onSessionChange, startSession } from './session';
import { scopedStorageKey, setUserScope } from './user-scope';

const anna = { email: 'anna@example.com', companyId: 'c1' };
const ben = { email: 'ben@example.com', companyId: 'c1' };

afterEach(() => setUserScope(null));

describe('drafts', () => {
  it('keeps a draft per user and company, and shows it to no one else', () => {
    setUserScope(anna);
    saveDraft('invoice.new', { positions: [{ description: 'Brot' }] }, 1_000);
    expect(readDraft('invoice.new')).toEqual({
      values: { positions: [{ description: 'Brot' }] },
      savedAt: 1_000,
    });
    setUserScope(ben);
    expect(readDraft('invoice.new')).toBeNull();
    setUserScope({ ...anna, companyId: 'c2' });
    expect(readDraft('invoice.new')).toBeNull();
    setUserScope(anna);
    expect(readDraft('invoice.new')?.savedAt).toBe(1_000);
  });

  it('keeps nothing while nobody is known, and reads nothing malformed', () => {
    saveDraft('invoice.new', { a: 1 });
    expect(sessionStorage.length).toBe(0);
    setUserScope(anna);
    const key = scopedStorageKey('portal.draft.invoice.new') ?? '';
    for (const stored of ['{not json', 'null', '[]', '{"values":1,"savedAt":2}', '{"values":{}}']) {
      sessionStorage.setItem(key, stored);
      expect(readDraft('invoice.new')).toBeNull();
    }
  });

  it('is cleared on save or discard (clearDraft), one form at a time', () => {
    setUserScope(anna);
    saveDraft('invoice.new', { a: 1 });
    saveDraft('product.new', { b: 2 });
    clearDraft('invoice.new');
    expect(readDraft('invoice.new')).toBeNull();
    expect(readDraft('product.new')).not.toBeNull();
  });

  it('survives a session that ended by itself, for the same user signing in again', () => {
    startSession('token', 60);
    setUserScope(anna);
    saveDraft('invoice.new', { a: 1 });
    endSession('ended');
    setUserScope(anna);
    expect(readDraft('invoice.new')).not.toBeNull();
  });

  it('is cleared at logout, while saved list views stay and list preferences go', () => {
    startSession('token', 60);
    setUserScope(anna);
    saveDraft('invoice.new', { a: 1 });
    const views = scopedStorageKey('portal.views.payments') ?? '';
    const preferences = scopedStorageKey('portal.list.payments') ?? '';
    localStorage.setItem(views, '[{"name":"Overdue"}]');
    localStorage.setItem(preferences, '{"density":"compact"}');
    endSession('logout');
    setUserScope(anna);
    expect(readDraft('invoice.new')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(views)).toBe('[{"name":"Overdue"}]');
    expect(localStorage.getItem(preferences)).toBeNull();
  });

  it('never writes a password, nor a file; a form may name its own scope (an invitation)', () => {
    const invitation = { email: 'neu@example.com', companyId: 'invitation:inv-1' };
    saveDraft(
      'onboarding.inv-1',
      {
        user: { password: 'geheim', passwordConfirmation: 'geheim', firstName: 'Ida' },
        image: new Blob(['x']),
      },
      5,
      invitation,
    );
    expect(readDraft('onboarding.inv-1', invitation)).toEqual({
      values: { user: { firstName: 'Ida' } },
      savedAt: 5,
    });
    expect(JSON.stringify(sessionStorage)).not.toContain('geheim');
    expect(readDraft('onboarding.inv-1')).toBeNull();
  });

  it("is cleared in this tab when another tab logs out (each tab's drafts are its own)", () => {
    const stop = onSessionChange(() => undefined);
    setUserScope(anna);
    saveDraft('invoice.new', { a: 1 });
    sessionStorage.setItem('unrelated', 'x');
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.logout', newValue: '1' }));
    stop();
    expect(readDraft('invoice.new')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('x');
  });

  it('forgets the user at the end of the session', () => {
    startSession('token', 60);
    setUserScope(anna);
    endSession('ended');
    expect(scopedStorageKey('portal.draft.x')).toBeNull();
  });
});
