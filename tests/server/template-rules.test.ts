import { describe, expect, it } from 'vitest';
import { entryNameProblem, imageTypeOf } from '../../src/shared/templates/package-rules';
import {
  checkLayout,
  fillLayout,
  fontFamilyToken,
  placeholderValues,
  type FillInput,
} from '../../src/shared/templates/rules';
import { idsOfText } from '../../src/shared/templates/schemas';
import { parseXml, serializeXml, XmlError } from '../../src/shared/templates/xml';

const tokens: FillInput['tokens'] = {
  primary_color: '#FF0000',
  secondary_color: '#00FF00',
  bg_color: '#FFFFFF',
  primary_font: "'Poppins'",
  secondary_font: "'DejaVu Sans'",
};
/** Ten pixels per character at 10 px, scaling with the size: easy widths to reason about. */
const measure: FillInput['measure'] = (text, _family, size) => text.length * size;
const fill = (svg: string, values: FillInput['values'] = {}, images: FillInput['images'] = {}) =>
  fillLayout(parseXml(svg), { size: { width: 400, height: 200 }, values, tokens, images, measure });

describe('template layouts (issue 12, Package format)', () => {
  it('reads and writes SVG back unchanged apart from attribute quoting', () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><!-- c --><text x=\'1\'>a &amp; b</text><![CDATA[x<y]]></svg>';
    expect(serializeXml(parseXml(svg))).toBe(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><!-- c --><text x="1">a &amp; b</text><![CDATA[x<y]]></svg>',
    );
    for (const bad of [
      '<svg>',
      '<svg></g>',
      '<svg a=1/>',
      '<svg>&nope;</svg>',
      'text',
      '<a/><b/>',
      '<svg a="1" a="2"/>',
    ])
      expect(() => parseXml(bad), bad).toThrow(XmlError);
  });

  it('fills text escaped, shrinks it to data-max-width, and replaces tokens', () => {
    const out = fill(
      '<svg width="1" height="1"><rect fill="{{primary_color}}"/><text data-key="company_name" data-max-width="100" font-size="20" font-family="{{primary_font}}">Sample</text></svg>',
      { company_name: { type: 'text', text: '<b>&</b>' } },
    );
    // 8 characters × 20 px = 160 px, over 100: font size 20 × 100 / 160 = 12.5.
    expect(out).toBe(
      '<svg width="400" height="200" viewBox="0 0 1 1"><rect fill="#FF0000"/><text data-key="company_name" data-max-width="100" font-size="12.5" font-family="\'Poppins\'">&lt;b&gt;&amp;&lt;/b&gt;</text></svg>',
    );
    // Text that fits keeps its size; the inherited size and a style's size count too.
    expect(
      fill('<svg><g font-size="10"><text data-key="k" data-max-width="100">x</text></g></svg>', {
        k: { type: 'text', text: 'short' },
      }),
    ).toContain('<text data-key="k" data-max-width="100">short</text>');
    expect(
      fill('<svg><text data-key="k" data-max-width="50" style="fill:red;font-size:10px">x</text></svg>', {
        k: { type: 'text', text: 'ten chars!' },
      }),
    ).toContain('style="fill:red" font-size="5"');
  });

  it('fits the brand image in its box, hides it without a logo, and fills colour keys', () => {
    const svg =
      '<svg><image data-key="logo" href="images/a.png" width="10" height="10"/><image href="images/a.png" width="1" height="1"/><rect data-key="colour" fill="#000"/></svg>';
    const out = fill(
      svg,
      {
        logo: { type: 'image', href: 'data:image/png;base64,AAA' },
        colour: { type: 'colour', colour: '#123456' },
      },
      {
        'images/a.png': 'data:image/png;base64,SAMPLE',
      },
    );
    expect(out).toContain(
      '<image data-key="logo" width="10" height="10" href="data:image/png;base64,AAA" preserveAspectRatio="xMidYMid meet"/>',
    );
    expect(out).toContain('<image href="data:image/png;base64,SAMPLE" width="1" height="1"/>');
    expect(out).toContain('<rect data-key="colour" fill="#123456"/>');
    expect(fill(svg, { logo: { type: 'image', href: null } })).toContain('visibility="hidden"');
    // Without values (the Default Zip File's own design), placeholders keep their sample content.
    expect(fill('<svg><text data-key="k">Sample</text></svg>')).toContain('<text data-key="k">Sample</text>');
  });

  it('takes each field from the brand: text trimmed, logo, colour with #', () => {
    const fields = [
      { key: 'name', type: 'text' as const, brandField: 'companyName' as const },
      { key: 'site', type: 'text' as const, brandField: 'website' as const },
      { key: 'logo', type: 'image' as const, brandField: 'companyLogo' as const },
      { key: 'colour', type: 'colour' as const, brandField: 'brandColor' as const },
    ];
    expect(placeholderValues(fields, { companyName: ' Acme ', brandColor: 'ff8800' }, 'data:x')).toEqual({
      name: { type: 'text', text: 'Acme' },
      site: { type: 'text', text: '' },
      logo: { type: 'image', href: 'data:x' },
      colour: { type: 'colour', colour: '#ff8800' },
    });
  });

  it('checks references: #ids, package images and embedded images only', () => {
    const check = (body: string) =>
      checkLayout(parseXml(`<svg xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`), {
        fields: new Map([['company_name', 'text']]),
        images: new Set(['images/ok.png']),
        declaredKeys: ['company_name'],
      }).problems;
    expect(
      check('<use href="#a"/><image href="images/ok.png" width="1" height="1"/><rect fill="url(#g)"/>'),
    ).toEqual([]);
    expect(check('<image xlink:href="data:image/png;base64,AAAA"/>')).toEqual([]);
    expect(check('<a href="javascript:alert(1)"><text>x</text></a>')).toHaveLength(1);
    expect(check('<image href="&#x66;ile:///x"/>')[0]).toContain('a file on a computer');
    expect(check('<rect fill="url(//evil.example/x#g)"/>')[0]).toContain('a web address');
    expect(check('<set attributeName="href" to="https://x"/>')[0]).toContain('animates a link');
    expect(check('<svg:script xmlns:svg="http://www.w3.org/2000/svg"/>')[0]).toContain('<script>');
    expect(check('<text data-key="company_name" data-max-width="wide">x</text>')[0]).toContain(
      'data-max-width',
    );
  });

  it('refuses entry names that climb out of the package', () => {
    expect(entryNameProblem('layout.svg')).toBeNull();
    expect(entryNameProblem('images/a.PNG')).toBeNull();
    expect(entryNameProblem('fonts/a.otf')).toBeNull();
    expect(entryNameProblem('images/../../x.png')).toContain('".."');
    expect(entryNameProblem('images\\a.png')).toContain('backslashes');
    expect(entryNameProblem('images/sub/a.png')).toContain('a package holds only');
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('<svg/>'))).toBeNull();
  });

  it('reads the JSON text lists of users and categories', () => {
    expect(idsOfText('[3, 1, 3]')).toEqual([1, 3]);
    expect(idsOfText('')).toEqual([]);
    expect(idsOfText('[0]')).toBe('must be a list of ids such as [1,2]');
    expect(idsOfText('{')).toBe('must be JSON text such as [1,2]');
    expect(fontFamilyToken("Evil'/><script>")).toBe("'Evilscript'");
  });
});
