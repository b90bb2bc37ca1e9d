import { describe, expect, it } from 'vitest';
import { nextTeamInvitationState } from './rules';

describe('team invitation machine', () => {
  it('joins a pending invitation once', () => {
    expect(nextTeamInvitationState('PENDING', 'join')).toBe('ACCEPTED');
    expect(nextTeamInvitationState('ACCEPTED', 'join')).toBeNull();
  });
});
