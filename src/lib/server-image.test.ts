import { describe, expect, it } from 'vitest';
import {
  getCompanyResponseBrandingSettingsBackgroundImageUrlRegExp,
  getCompanyResponseLogoUrlRegExp,
} from '@generated/zod/company/company.zod';
import { getProductResponseImageBlobURLRegExp } from '@generated/zod/products/products.zod';
import { cspDirectives } from './content-security-policy';
import { IMAGE_URL_PATTERN, serverImageUrl } from './server-image';

describe('server images: https or data:image, nothing else', () => {
  it.each([
    ['https://cdn.example.de/logo.png', 'https://cdn.example.de/logo.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['http://cdn.example.de/logo.png', undefined],
    ['//cdn.example.de/logo.png', undefined],
    ['/logo.png', undefined],
    ['data:text/html,<p>x</p>', undefined],
    ['javascript:alert(1)', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (url, shown) => {
    expect(serverImageUrl(url)).toBe(shown);
  });

  it("is the contract's pattern for the logo, the brand background and product images", () => {
    for (const contract of [
      getCompanyResponseLogoUrlRegExp,
      getCompanyResponseBrandingSettingsBackgroundImageUrlRegExp,
      getProductResponseImageBlobURLRegExp,
    ])
      expect(contract.source).toBe(IMAGE_URL_PATTERN.source);
  });

  it('asks only for images the Content-Security-Policy loads', () => {
    for (const mode of ['production', 'mock'] as const)
      expect(cspDirectives(mode)['img-src']).toEqual(expect.arrayContaining(['https:', 'data:']));
  });
});
