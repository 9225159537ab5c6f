import { describe, expect, it } from 'vitest';
import { renderCardPage } from '../../src/shared/cards/render';
import { CARD_MESSAGES as M, cardFormSchema, type Card } from '../../src/shared/cards/schemas';
import { cardFileProblem } from '../../src/renderer/features/cards/editor/cardUpload';
import {
  newCardValues,
  previewContent,
  storedCardValues,
} from '../../src/renderer/features/cards/editor/editorValues';

const brand = {
  companyName: 'Rao Traders',
  email: 'hello@rao.example',
  mobileNumber: '+91 98765 43210',
  website: 'rao.example',
  address1: '12 MG Road',
  address2: '',
  address3: 'Pune',
  companyLogo: '/files/logo.png',
  siteOneLineDescription: 'Spices since 1950',
};

const stored: Card = {
  id: 7,
  cardDetailsId: 7,
  cardName: 'Asha card',
  firstName: 'Asha',
  lastName: 'Rao',
  designation: 'Owner',
  phoneNumber: '98765',
  phoneNumber2: '',
  email: 'asha@rao.example',
  email2: '',
  companyName: 'Rao Traders',
  website: 'http://rao.example',
  businessDescription: '',
  companyPhoneNumber: '',
  companyPhoneNumber2: '',
  companyEmail: '',
  companyEmail2: '',
  businessAddress: '',
  socialMediaLinks: [{ type: 2, link: 'https://instagram.com/rao' }],
  customButtons: [
    {
      id: 1,
      ref: 1,
      name: 'Menu',
      type: 2,
      link: '',
      file: '/files/menu.pdf',
      fileName: 'menu.pdf',
      buttonStyle: 3,
    },
  ],
  customSection: [
    { id: 1, ref: 1, title: 'Shop', description: '', images: [{ id: 4, img: '/files/a.png' }], viewType: 2 },
  ],
  bannerUrl: '',
  logoURL: '',
  logoSize: 15,
  ratio: '',
  displayBorder: true,
  theme: 3,
  colorCode: '#112233',
  secondaryColor: '#ffffff',
  fonts: 'Roboto',
  secondaryFont: 'Roboto',
  socialIconsStyle: 2,
  socialIconTheme: 1,
  buttonStyle: 1,
  headerStyle: '',
  sequence: 'CS,3,bogus,1',
  showPersonalInfo: true,
  showBusinessInfo: false,
  isBusinessCard: false,
  slug: 'asha-rao-98765',
  htmlURL: 'https://cards.example/c/asha-rao-98765.html',
  parentCardId: null,
  visitorCount: 3,
  userId: 2,
  userName: 'asha',
  ownerCompanyName: null,
  createdDate: '2026-01-01',
  updatedDate: '2026-01-01',
};

describe('a new card in the editor', () => {
  it('starts with the spec defaults: Roboto, theme 2, #ae02d4 on #ffffff, logo size 13, the default order', () => {
    const v = newCardValues(null);
    expect([v.fonts, v.theme, v.colorCode, v.secondaryColor, v.logoSize]).toEqual([
      'Roboto',
      2,
      '#ae02d4',
      '#ffffff',
      13,
    ]);
    expect(v.sequence).toBe('1,2,3,CB,CS');
  });

  it('is prefilled with the brand: company, e-mail, phone, website, address and logo', () => {
    const v = newCardValues(brand);
    expect(v.companyName).toBe('Rao Traders');
    expect(v.companyEmail).toBe('hello@rao.example');
    expect(v.companyPhoneNumber).toBe('+91 98765 43210');
    expect(v.businessAddress).toBe('12 MG Road, Pune');
    expect(v.logoURL).toBe('/files/logo.png');
  });

  it('an untouched new card is refused with the spec messages', () => {
    const r = cardFormSchema.safeParse(newCardValues(null));
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        M.cardNameRequired,
        M.firstNameRequired,
        M.lastNameRequired,
        M.companyNameRequired,
      ]),
    );
  });

  it('once named, the brand-prefilled card passes the checks and gets http:// on its website', () => {
    const r = cardFormSchema.safeParse({
      ...newCardValues(brand),
      cardName: 'Asha Rao',
      firstName: 'Asha',
      lastName: 'Rao',
    });
    expect(r.success).toBe(true);
    expect(r.data?.website).toBe('http://rao.example');
  });
});

describe('a stored card in the editor', () => {
  it('keeps its content, with the saved order cleaned up', () => {
    const v = storedCardValues(stored, false);
    expect(v.cardName).toBe('Asha card');
    expect(v.theme).toBe(3);
    expect(v.customButtons[0]).toEqual({
      name: 'Menu',
      type: 2,
      link: '',
      file: '/files/menu.pdf',
      fileName: 'menu.pdf',
      buttonStyle: 3,
    });
    expect(v.customSection[0].images).toEqual([{ img: '/files/a.png' }]);
    expect(v.sequence).toBe('CS,3,1,2,CB');
    expect(v).not.toHaveProperty('parentCardId');
    expect(cardFormSchema.safeParse(v).success).toBe(true);
  });

  it('a copy keeps the source as parentCardId', () => {
    expect(storedCardValues({ ...stored, parentCardId: 7 }, true).parentCardId).toBe(7);
  });
});

describe('the live preview', () => {
  it('draws what is typed, before the checks pass, in the saved order', () => {
    const v = {
      ...storedCardValues(stored, false),
      firstName: 'Ásha',
      companyName: 'Rao & Sons',
      showBusinessInfo: true,
    };
    const html = renderCardPage(previewContent(v));
    expect(html).toContain('Ásha Rao');
    expect(html).toContain('Rao &amp; Sons');
    // Saved order CS,3,1: the custom section comes before the personal contacts.
    expect(html.indexOf('class="custom')).toBeLessThan(html.indexOf('class="personal"'));
  });

  it('shows no Save To Contact and no visit beacon, so previews are not counted as visits', () => {
    const html = renderCardPage(previewContent(storedCardValues(stored, false)));
    expect(html).not.toContain('Save To Contact');
    expect(html).not.toContain('<script');
  });

  it('never turns a typed script into markup', () => {
    const v = {
      ...newCardValues(null),
      firstName: '<script>alert(1)</script>',
      website: 'javascript:alert(1)',
    };
    const html = renderCardPage(previewContent(v));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('href="javascript:');
  });
});

describe('card files chosen in the editor', () => {
  it('takes jpeg and png images, and a pdf only for a button', () => {
    expect(cardFileProblem({ type: 'image/png', size: 10 }, 'image')).toBeNull();
    expect(cardFileProblem({ type: 'application/pdf', size: 10 }, 'image')).toBe(M.imageType);
    expect(cardFileProblem({ type: 'application/pdf', size: 10 }, 'buttonFile')).toBeNull();
    expect(cardFileProblem({ type: 'image/svg+xml', size: 10 }, 'buttonFile')).toBe(M.buttonFileType);
  });

  it('refuses a file over 10 MB before sending it', () => {
    expect(cardFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, 'image')).toBe(M.fileTooLarge);
  });
});
