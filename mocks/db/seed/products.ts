/**
 * About 20 products of the bakery: one-time and recurring (monthly, yearly) products with 19 %, 7 %
 * or no tax, and donations (tax 0) with and without donation options; some with checkout fields,
 * some with an image.
 */
import type { Product } from '../../../src-generated/model/product';
import { slug } from '../../areas/products/rules';
import type { Seeder } from './context';
import { productSpecs } from './product-catalogue';

/** A small picture with the product's initials, so images show without a network. */
const placeholderImage = (name: string, color: string) => {
  const initials = name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-zÄÖÜ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<rect width="320" height="240" fill="${color}"/>` +
    `<text x="160" y="140" font-family="sans-serif" font-size="72" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

export const seedProducts: Seeder = (db, { id, daysAgo, scenario }) => {
  if (scenario.fresh) return;
  for (const { daysAgo: age, imageColor, ...spec } of productSpecs) {
    const product: Product = {
      id: id(),
      ...spec,
      customFields: (spec.customFields ?? []).map((field) => ({
        externalIdentifier: slug(field.fieldLabel),
        ...field,
      })),
      createdDateTime: daysAgo(age),
    };
    if (imageColor) product.image = { blobURL: placeholderImage(spec.name, imageColor) };
    db.products.push(product);
  }
};
