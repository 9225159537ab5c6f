import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PackageField } from '../../src/renderer/features/web-templates/components/PackageField';
import type { WebTemplatePackageInfo } from '../../src/shared/web-templates/schemas';

const current: WebTemplatePackageInfo = {
  fileName: 'clean.zip',
  size: 70_000,
  report: {
    name: 'Clean Business',
    version: '1.0.0',
    fileCount: 16,
    unpackedBytes: 90_000,
    settings: [{ key: 'accent_color', label: 'Accent colour', type: 'color', default: '#2F6FEB' }],
    pagesRendered: ['home', 'about', 'contact', 'products', 'product', 'updates', 'update', '404'],
  },
};

const draw = (props: Partial<Parameters<typeof PackageField>[0]>) =>
  renderToString(
    h(PackageField, {
      file: null,
      onChange: () => {},
      current: null,
      problems: [],
      required: true,
      ...props,
    }),
  );

/** Issue 24: the Web Template add and edit pages show the upload's check report. */
describe('the web template package field', () => {
  it('edit: shows the current package’s check report', () => {
    const html = draw({ current, required: false });
    for (const text of [
      'Package checked',
      'clean.zip (68 KB)',
      'Clean Business 1.0.0',
      'Accent colour',
      '404',
    ])
      expect(html).toContain(text);
    expect(html).toContain('Change zip');
  });

  it('lists each problem of a refused package, naming file and line', () => {
    const html = draw({
      problems: [
        'pages/about.liquid, line 2: undefined filter: nope',
        'assets/x.svg: SVG files are not allowed',
      ],
      error: undefined,
    });
    expect(html).toContain('This zip is not a valid web template package');
    expect(html).toContain('pages/about.liquid, line 2: undefined filter: nope');
    expect(html).toContain('Choose zip');
  });
});
