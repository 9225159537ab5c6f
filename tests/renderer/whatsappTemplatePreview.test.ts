import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TemplatePreview } from '../../src/renderer/features/whatsapp/templates';
import type { TemplateComponent } from '../../src/shared/whatsapp/templates';

const quick = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ type: 'QUICK_REPLY' as const, text: `Reply ${i + 1}` }));
const template = (buttons: number, more: TemplateComponent[] = []): TemplateComponent[] => [
  ...more,
  { type: 'BODY', text: 'Hi {{1}}, *{{2}}* off', example: { body_text: [['Asha', '20%']] } },
  ...(buttons ? [{ type: 'BUTTONS' as const, buttons: quick(buttons) }] : []),
];
const html = (components: TemplateComponent[], props: object = {}) =>
  renderToStaticMarkup(createElement(TemplatePreview, { components, ...props }));
const buttonsShown = (markup: string) => (markup.match(/Reply \d/g) ?? []).length;

describe('the template preview (spec 03 §2.6, §9)', () => {
  it('shows at most 3 buttons, then See all options', () => {
    expect(buttonsShown(html(template(3)))).toBe(3);
    expect(html(template(3))).not.toContain('See all options');
    const four = html(template(4));
    expect(buttonsShown(four)).toBe(3);
    expect(four).toContain('See all options');
    expect(four).not.toContain('Reply 4');
  });

  it('fills {{n}} with the examples, or with the values the campaign form gives', () => {
    expect(html(template(0))).toContain(
      'Hi <span class="wa-variable">Asha</span>, <strong><span class="wa-variable">20%</span></strong> off',
    );
    const filled = html(template(0), { values: { body: { 1: 'First Name', 2: '' } } });
    expect(filled).toContain('First Name');
    expect(filled).toContain('{{2}}');
  });

  it('text that looks like HTML is shown as text', () => {
    const markup = html([{ type: 'BODY', text: '<img src=x onerror=alert(1)> *hi*' }]);
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toContain('<img');
  });

  it('a media header shows a placeholder of its kind; a text header its example', () => {
    expect(html(template(0, [{ type: 'HEADER', format: 'VIDEO' }]))).toContain('aria-label="Video header"');
    expect(
      html(
        template(0, [
          { type: 'HEADER', format: 'TEXT', text: 'Dear {{1}}', example: { header_text: ['Ravi'] } },
        ]),
      ),
    ).toContain('Ravi');
  });
});
