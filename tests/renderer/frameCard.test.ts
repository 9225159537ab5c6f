import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FrameCard } from '../../src/renderer/features/frames/components/FrameCard';
import { defaultLayout } from '../../src/shared/frames/rules';
import type { Frame } from '../../src/shared/frames/schemas';

const base = {
  id: 7,
  frameId: 7,
  frameImageURL: 'https://example.test/f.png',
  imageAspect: 1,
  isDefault: true,
  users: [],
  categories: [],
  allUsers: false,
  allCategories: false,
  canEdit: true,
  createdBy: 1,
  createdByName: 'Admin',
  version: 1,
  createdDate: '',
  updatedDate: '',
};

const draw = (frame: Frame) =>
  renderToString(
    h(
      QueryClientProvider,
      { client: new QueryClient() },
      h(
        MemoryRouter,
        null,
        h(FrameCard, {
          frame,
          brand: { companyName: 'Sharma Sweets' },
          fonts: {},
          actions: { admin: false, setDefault: true, download: true },
        }),
      ),
    ),
  );

/**
 * Issue 23: My Frames lists both kinds, each with its own default. A default NFC frame is named as
 * such, so it is never taken for the frame Post home shows.
 */
describe('a default frame in My Frames', () => {
  it('a default standard frame says it is shown on Post home', () => {
    const html = draw({
      ...base,
      kind: 'standard',
      frameName: null,
      elements: defaultLayout('standard'),
    } as Frame);
    expect(html).toContain('Default frame · Shown on Post home');
    expect(html).not.toContain('Default NFC');
  });

  it('a default NFC frame is named the default NFC frame, not the default frame', () => {
    const html = draw({
      ...base,
      kind: 'nfc',
      frameName: 'Gold',
      imageFit: 'cover',
      elements: defaultLayout('nfc'),
    } as Frame);
    expect(html).toContain('Default NFC frame · Used for NFC cards');
    expect(html).toContain('Default NFC');
    expect(html).not.toContain('Default frame');
  });
});
