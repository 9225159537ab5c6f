import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { webManifestSchema } from '../../src/shared/web-templates/package-rules';
import { DailyLineChart, linePoints, niceMax } from '../../src/renderer/features/web/analytics/LineChart';
import { deviceShares } from '../../src/renderer/features/web/analytics/labels';
import {
  ANALYTICS_PRESETS,
  fillDays,
  presetOf,
  presetRange,
} from '../../src/renderer/features/web/analytics/ranges';
import { unpublishedReasons } from '../../src/renderer/features/web/components/unpublished';
import { previewScale } from '../../src/renderer/features/web/components/SitePreview';
import {
  contentBody,
  contentFormSchema,
  contentFormValues,
} from '../../src/renderer/features/web/content/settingsForm';

/** The settings of the bundled default template's kind: one of each type. */
const { settings } = webManifestSchema.parse({
  name: 'Test',
  version: '1.0.0',
  settings: [
    { key: 'accent_color', label: 'Accent colour', type: 'color', default: '#2F6FEB' },
    { key: 'hero_title', label: 'Home headline', type: 'text', default: 'Welcome' },
    { key: 'hero_text', label: 'Home introduction', type: 'textarea' },
    { key: 'hero_image', label: 'Home picture', type: 'image', default: 'assets/hero.jpg' },
    { key: 'show_updates', label: 'Show updates', type: 'boolean', default: true },
    { key: 'corners', label: 'Corners', type: 'select', options: ['Rounded', 'Square'], default: 'Rounded' },
  ],
});

describe('analytics date presets (business days)', () => {
  // Wednesday 18 March 2026 in the business's zone.
  const today = '2026-03-18';

  it('cover whole days up to today, both ends included', () => {
    expect(presetRange('Last 7 days', today)).toEqual({ StartDate: '2026-03-12', EndDate: today });
    expect(presetRange('Last 30 days', today)).toEqual({ StartDate: '2026-02-17', EndDate: today });
    expect(presetRange('Last 90 days', today)).toEqual({ StartDate: '2025-12-19', EndDate: today });
    expect(presetRange('This Month', today)).toEqual({ StartDate: '2026-03-01', EndDate: today });
    expect(presetRange('Last Month', today)).toEqual({ StartDate: '2026-02-01', EndDate: '2026-02-28' });
  });

  it('last month across a year and a leap February', () => {
    expect(presetRange('Last Month', '2026-01-05')).toEqual({
      StartDate: '2025-12-01',
      EndDate: '2025-12-31',
    });
    expect(presetRange('Last Month', '2024-03-31')).toEqual({
      StartDate: '2024-02-01',
      EndDate: '2024-02-29',
    });
  });

  it('read from the address, an unknown one giving the default', () => {
    for (const p of ANALYTICS_PRESETS) expect(presetOf(p)).toBe(p);
    expect(presetOf('Last 10 years')).toBe('Last 30 days');
    expect(presetOf(null)).toBe('Last 30 days');
  });

  it('give the chart every day of the range once, days without visits as zero', () => {
    const days = fillDays(
      [
        { date: '2026-03-14', views: 5, visitors: 2 },
        { date: '2026-03-16', views: 1, visitors: 1 },
      ],
      { StartDate: '2026-03-13', EndDate: '2026-03-16' },
    );
    expect(days).toEqual([
      { date: '2026-03-13', views: 0, visitors: 0 },
      { date: '2026-03-14', views: 5, visitors: 2 },
      { date: '2026-03-15', views: 0, visitors: 0 },
      { date: '2026-03-16', views: 1, visitors: 1 },
    ]);
  });
});

describe('the daily line chart', () => {
  it('scales to a round top and draws each day left to right', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 200, 1000]);
    expect(linePoints([0, 5, 10], 100, 50, 10)).toBe('0.0,50.0 50.0,25.0 100.0,0.0');
  });

  it('tells a screen reader the range and the totals', () => {
    const html = renderToStaticMarkup(
      createElement(DailyLineChart, {
        days: [
          { date: '2026-03-13', views: 3, visitors: 2 },
          { date: '2026-03-14', views: 7, visitors: 4 },
        ],
      }),
    );
    expect(html).toContain(
      'aria-label="Views and visitors per day from 13-03-2026 to 14-03-2026: 10 views, 6 visitors, at most 7 views a day"',
    );
    expect(html).toContain('<title>14-03-2026: 7 views, 4 visitors</title>');
  });

  it('shares devices in whole percent, none without visitors', () => {
    expect(
      deviceShares([
        { device: 'desktop', visitors: 1 },
        { device: 'mobile', visitors: 2 },
      ]).map((d) => d.percent),
    ).toEqual([33, 67]);
    expect(deviceShares([{ device: 'tablet', visitors: 0 }])[0].percent).toBe(0);
  });
});

describe('the Content form from a template’s settings', () => {
  it('starts from the saved values, else each setting’s default', () => {
    const values = contentFormValues(settings, {
      slug: 'sunrise-bakery',
      content: { hero_title: 'Fresh bread daily', show_updates: false },
    });
    expect(values).toEqual({
      slug: 'sunrise-bakery',
      content: {
        accent_color: '#2F6FEB',
        hero_title: 'Fresh bread daily',
        hero_text: '',
        hero_image: 'assets/hero.jpg',
        show_updates: false,
        corners: 'Rounded',
      },
    });
  });

  it('does not carry a value of another type (a previous template’s same key) into a field', () => {
    const values = contentFormValues(settings, { slug: 's', content: { show_updates: 'yes', corners: 4 } });
    expect(values.content.show_updates).toBe(true);
    expect(values.content.corners).toBe('Rounded');
  });

  it('sends only the template’s own keys', () => {
    const body = contentBody(settings, {
      slug: 'sunrise',
      content: { hero_title: 'Hi', old_key: 'from another design' },
    });
    expect(body).toEqual({ slug: 'sunrise', content: { hero_title: 'Hi' } });
  });

  it('checks each value by its type, naming the setting', () => {
    const schema = contentFormSchema(settings);
    const good = contentFormValues(settings, { slug: 'sunrise', content: {} });
    expect(schema.safeParse(good).success).toBe(true);
    const bad = schema.safeParse({
      slug: 'Admin',
      content: { ...good.content, accent_color: 'blue', corners: 'Oval', hero_title: 'x'.repeat(201) },
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      slug: 'This address is reserved; choose another',
      'content.accent_color': 'Accent colour is a colour such as #2F6FEB',
      'content.corners': 'Choose one of the Corners options',
      'content.hero_title': 'Home headline is at most 200 characters',
    });
  });
});

describe('publish', () => {
  it('names why the live site is behind, a newly added bot by its name', () => {
    expect(unpublishedReasons({ unpublishedReasons: ['content', 'bot'], botName: 'Helper' })).toEqual([
      'Content changed',
      'Bot “Helper” added',
    ]);
  });

  it('shrinks the preview to fit, never grows it', () => {
    expect(previewScale(640, 1280)).toBe(0.5);
    expect(previewScale(800, 390)).toBe(1);
  });
});
