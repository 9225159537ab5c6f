import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CardEditor, type CardEditorProps } from '../../src/renderer/features/cards/editor/CardEditor';
import { newCardValues } from '../../src/renderer/features/cards/editor/editorValues';

/** The editor drawn once, as the first paint shows it (no browser needed). */
const draw = (props: CardEditorProps) =>
  renderToString(
    h(QueryClientProvider, { client: new QueryClient() }, h(MemoryRouter, null, h(CardEditor, props))),
  );

describe('the card editor screen', () => {
  it('opens Create New Card with the five panels and a sandboxed preview', () => {
    const html = draw({
      mode: 'create',
      initialValues: newCardValues({ companyName: 'Rao' }),
      backTo: '/card',
    });
    expect(html).toContain('Create New Card');
    for (const panel of [
      'Personal Information',
      'Social Information',
      'Business Information',
      'Custom Buttons',
      'Custom Sections',
    ])
      expect(html).toContain(panel);
    expect(html).toContain('sandbox=""');
    expect(html).toContain('title="Card preview"');
  });

  it('titles a copy Copy New Card', () => {
    const html = draw({ mode: 'copy', initialValues: newCardValues(null), backTo: '/card' });
    expect(html).toContain('Copy New Card');
  });

  it('draws buttons and sections with their drag handles', () => {
    const values = {
      ...newCardValues(null),
      customButtons: [{ name: 'Menu', type: 1, link: 'rao.example', file: '', fileName: '', buttonStyle: 1 }],
      customSection: [{ title: 'Shop', description: '', images: [], viewType: 1 }],
    };
    const html = draw({ mode: 'create', initialValues: values, backTo: '/card' });
    expect(html).toContain('Drag to reorder button 1');
    expect(html).toContain('Drag to reorder section 1');
    expect(html).toContain('Drag to reorder Personal Information');
  });
});
