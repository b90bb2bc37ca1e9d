import { describe, expect, it } from 'vitest';
import { wizardControls } from './wizard-controls';

describe('wizard controls (spec 1 §2 onboarding, §4)', () => {
  it.each([
    { active: 0, back: 'disabled', primary: 'continue' },
    { active: 1, back: 'enabled', primary: 'continue' },
    { active: 2, back: 'enabled', primary: 'continue' },
    { active: 3, back: 'enabled', primary: 'submit' },
    { active: 4, back: 'hidden', primary: 'none' },
  ] as const)('step $active of 4: back $back, primary $primary', ({ active, back, primary }) => {
    expect(wizardControls({ active, stepCount: 4 })).toEqual({ back, primary });
  });

  it('disables Back on a step that forbids it', () => {
    expect(wizardControls({ active: 2, stepCount: 4, backAllowed: false }).back).toBe('disabled');
  });

  it('submits right away in a one-step wizard', () => {
    expect(wizardControls({ active: 0, stepCount: 1 })).toEqual({ back: 'disabled', primary: 'submit' });
  });
});
