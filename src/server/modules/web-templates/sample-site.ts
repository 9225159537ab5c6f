import type { WebSetting } from '../../../shared/web-templates/package-rules';
import type { SiteInput } from './site-context';

/**
 * The business every page of a template is rendered with at upload (issue 24, Template format):
 * two categories with products, two updates, a description with formatting, all fields filled, so
 * that a page that breaks on real data breaks here first.
 */
export function sampleSite(settings: readonly WebSetting[]): SiteInput {
  return {
    siteUrl: 'https://example.com/s/green-leaf-cafe',
    brand: {
      companyName: 'Green Leaf Cafe',
      companyLogo: null,
      brandColor: '2F7D4F',
      email: 'hello@greenleaf.example',
      mobileNumber: '+91 98765 43210',
      website: 'https://greenleaf.example',
      address1: '12 MG Road',
      address2: 'Koregaon Park',
      address3: 'Pune 411001',
      businessType: 'Product',
      siteOneLineDescription: 'Fresh coffee, baked goods and a quiet corner in Koregaon Park.',
      aiDesription:
        '<p>Green Leaf Cafe serves <strong>single-origin coffee</strong>, fresh bakes and light meals.</p><ul><li>Open every day</li><li>Free Wi-Fi</li></ul>',
      pKeywords: ['cafe in Pune', 'coffee'],
      sKeywords: ['bakery', 'breakfast'],
      locations: ['Pune, Maharashtra, India'],
    },
    categories: [
      {
        categoryName: 'Coffee',
        products: [
          {
            productName: 'Cappuccino',
            productPageTitle: 'Cappuccino in Pune',
            productPageSlug: 'cappuccino',
          },
          { productName: 'Cold Brew', productPageTitle: '', productPageSlug: 'cold-brew' },
        ],
      },
      {
        categoryName: 'Bakery',
        products: [
          { productName: 'Croissant', productPageTitle: 'Butter Croissants', productPageSlug: 'croissant' },
          { productName: 'Banana Bread', productPageTitle: null, productPageSlug: 'banana-bread' },
        ],
      },
    ],
    updates: [
      {
        id: 2,
        imageURL: null,
        caption: 'New seasonal menu: mango cold brew is back!',
        date: '2026-11-20T09:30:00.000Z',
      },
      {
        id: 1,
        imageURL: null,
        caption: 'We are open on Sundays from 8 am.',
        date: '2026-11-02T06:00:00.000Z',
      },
    ],
    settings,
    contentValues: {},
    forms: {
      contact: { action: 'https://example.com/s/green-leaf-cafe/_forms/contact', token: 'sample-token' },
      newsletter: {
        action: 'https://example.com/s/green-leaf-cafe/_forms/newsletter',
        token: 'sample-token',
      },
    },
  };
}
