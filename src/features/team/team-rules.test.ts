import { describe, expect, it } from 'vitest';
import { canRemove, memberName, showsNameColumn } from './team-rules';

describe('the name column (spec 1 §2)', () => {
  it.each([
    { members: [], shown: false },
    { members: [{}, { firstName: '' }, { firstName: '  ' }], shown: false },
    { members: [{}, { firstName: 'Jonas' }], shown: true },
  ])('$members -> $shown', ({ members, shown }) => {
    expect(showsNameColumn(members)).toBe(shown);
  });
});

describe('the delete action (spec 1 §6)', () => {
  it.each([
    { member: 'jonas@example.de', user: 'demo@example.com', offered: true },
    { member: 'demo@example.com', user: 'demo@example.com', offered: false },
    { member: 'Demo@Example.com', user: 'demo@example.com ', offered: false },
    { member: 'jonas@example.de', user: undefined, offered: false },
  ])('$member signed in as $user -> $offered', ({ member, user, offered }) => {
    expect(canRemove({ emailAddress: member }, user)).toBe(offered);
  });
});

describe('the name', () => {
  it.each([
    { firstName: 'Jonas', lastName: 'Weber', name: 'Jonas Weber' },
    { firstName: 'Jonas', lastName: undefined, name: 'Jonas' },
    { firstName: undefined, lastName: undefined, name: '--' },
  ])('$firstName $lastName -> $name', ({ firstName, lastName, name }) => {
    expect(memberName({ firstName, lastName })).toBe(name);
  });
});
