import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CARD_DEFAULTS, DEFAULT_SEQUENCE, normalizeSequence } from '../../../../shared/cards/rules';
import type { Brand } from '../../../../shared/brand/schemas';
import { withScheme } from '../../../../shared/forms/web-address';
import {
  cardFormSchema,
  type Card,
  type CardContent,
  type CardCopy,
  type CardFormOutput,
} from '../../../../shared/cards/schemas';

/** A custom button as the form holds it (§3); `type` is unset until chosen ("Select Button Type"). */
export interface EditorButton {
  name: string;
  type?: number;
  link: string;
  file: string;
  fileName: string;
  buttonStyle: number;
}

export interface EditorSection {
  title: string;
  description: string;
  images: { img: string }[];
  viewType: number;
}

/** What the card editor's form holds (§3): every field filled in, so the preview can draw it at once. */
export type CardEditorValues = Omit<CardContent, 'customButtons' | 'customSection'> & {
  customButtons: EditorButton[];
  customSection: EditorSection[];
  parentCardId?: number;
  userId?: number;
};

export const cardEditorResolver = zodResolver(cardFormSchema) as unknown as Resolver<
  CardEditorValues,
  unknown,
  CardFormOutput
>;

/** The brand information a new card starts from (issue 14: "new cards prefilled from brand information"). */
export type BrandPrefill = Partial<
  Pick<
    Brand,
    | 'companyName'
    | 'email'
    | 'mobileNumber'
    | 'website'
    | 'address1'
    | 'address2'
    | 'address3'
    | 'companyLogo'
    | 'siteOneLineDescription'
  >
>;

const empty: CardEditorValues = {
  cardName: '',
  firstName: '',
  lastName: '',
  designation: '',
  phoneNumber: '',
  phoneNumber2: '',
  email: '',
  email2: '',
  companyName: '',
  website: '',
  businessDescription: '',
  companyPhoneNumber: '',
  companyPhoneNumber2: '',
  companyEmail: '',
  companyEmail2: '',
  businessAddress: '',
  socialMediaLinks: [],
  customButtons: [],
  customSection: [],
  bannerUrl: '',
  logoURL: '',
  logoSize: CARD_DEFAULTS.logoSize,
  ratio: '',
  displayBorder: true,
  theme: CARD_DEFAULTS.theme,
  colorCode: CARD_DEFAULTS.colorCode,
  secondaryColor: CARD_DEFAULTS.secondaryColor,
  fonts: CARD_DEFAULTS.fonts,
  secondaryFont: CARD_DEFAULTS.fonts,
  socialIconsStyle: 1,
  socialIconTheme: 1,
  buttonStyle: 1,
  headerStyle: '',
  sequence: DEFAULT_SEQUENCE,
  showPersonalInfo: true,
  showBusinessInfo: true,
  isBusinessCard: false,
};

/** A new card (§3 defaults), its company details taken from the brand. */
export function newCardValues(brand?: BrandPrefill | null, userId?: number): CardEditorValues {
  const address = [brand?.address1, brand?.address2, brand?.address3]
    .map((l) => (l ?? '').trim())
    .filter(Boolean)
    .join(', ');
  return {
    ...empty,
    companyName: brand?.companyName ?? '',
    companyEmail: brand?.email ?? '',
    companyPhoneNumber: brand?.mobileNumber ?? '',
    website: brand?.website ?? '',
    businessAddress: address,
    businessDescription: brand?.siteOneLineDescription ?? '',
    logoURL: brand?.companyLogo ?? '',
    ...(userId ? { userId } : {}),
  };
}

/** A stored card (edit) or a card to copy (Copy New Card, parentCardId set), as the form holds it. */
export function storedCardValues(card: Card | CardCopy, copy: boolean): CardEditorValues {
  const values: CardEditorValues = {
    ...empty,
    ...Object.fromEntries(Object.keys(empty).map((k) => [k, card[k as keyof typeof card]])),
    socialMediaLinks: card.socialMediaLinks.map((l) => ({ type: l.type, link: l.link })),
    customButtons: card.customButtons.map((b) => ({
      name: b.name,
      type: b.type,
      link: b.link,
      file: b.file,
      fileName: b.fileName,
      buttonStyle: b.buttonStyle,
    })),
    customSection: card.customSection.map((s) => ({
      title: s.title,
      description: s.description,
      images: s.images.map((i) => ({ img: i.img })),
      viewType: s.viewType,
    })),
    sequence: normalizeSequence(card.sequence, {
      buttons: card.customButtons.length,
      sections: card.customSection.length,
    }),
  };
  if (copy && card.parentCardId) values.parentCardId = card.parentCardId;
  return values;
}

/**
 * What the preview draws (issue 14): the form as it is now, before its checks; links get their
 * http:// as they will on save, and the renderer itself drops anything but http(s), mailto and tel.
 */
export function previewContent(v: CardEditorValues): CardContent {
  return {
    ...v,
    website: withScheme(v.website ?? ''),
    socialMediaLinks: (v.socialMediaLinks ?? []).map((l) => ({
      type: l.type,
      link: withScheme(l.link ?? ''),
    })),
    customButtons: (v.customButtons ?? []).map((b) => ({
      ...b,
      type: b.type === 2 ? 2 : 1,
      link: b.type === 2 ? '' : withScheme(b.link ?? ''),
      file: b.type === 2 ? b.file : '',
    })),
    customSection: (v.customSection ?? []).map((s) => ({
      ...s,
      images: (s.images ?? []).filter((i) => i.img),
    })),
  } as CardContent;
}
