import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './shortcut-keys';

describe('typing targets', () => {
  const element = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild;
  };

  it.each([
    ['<input />', true],
    ['<textarea></textarea>', true],
    ['<select></select>', true],
    ['<div contenteditable="true"></div>', true],
    ['<button>Save</button>', false],
    ['<a href="/">Home</a>', false],
    ['<div contenteditable="false"></div>', false],
  ])('%s is a typing target: %s', (html, expected) => {
    expect(isTypingTarget(element(html))).toBe(expected);
  });
});
