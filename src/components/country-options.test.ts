import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, flagOf } from './country-options';

describe('country options (spec 1 §2 shared pieces)', () => {
  it('suggests Austria, Switzerland and Germany first, in English', () => {
    const { suggested } = countryOptions('en');
    expect(suggested.map((country) => country.label)).toEqual(['Austria', 'Switzerland', 'Germany']);
  });

  it('names the countries in German for a German interface', () => {
    const { suggested, others } = countryOptions('de');
    expect(suggested.map((country) => country.label)).toEqual(['Österreich', 'Schweiz', 'Deutschland']);
    expect(others.find((country) => country.value === 'FR')?.label).toBe('Frankreich');
  });

  it('offers about 250 countries, each once, the others sorted by name', () => {
    const { suggested, others } = countryOptions('en');
    const all = [...suggested, ...others];
    expect(all.length).toBeGreaterThanOrEqual(245);
    expect(all.length).toBeLessThanOrEqual(255);
    expect(new Set(all.map((country) => country.value)).size).toBe(all.length);
    const labels = others.map((country) => country.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('shows a flag for every country', () => {
    expect(flagOf('DE')).toBe('🇩🇪');
    expect(flagOf('AT')).toBe('🇦🇹');
    expect(flagOf('de')).toBe('');
    expect(countryOptions('en').others.every((country) => country.flag.length > 0)).toBe(true);
  });

  it('names a single code', () => {
    expect(countryName('CH', 'de')).toBe('Schweiz');
    expect(countryName('CH', 'en')).toBe('Switzerland');
  });
});
