import type { Brand } from '../../../shared/brand/schemas';
import type { FrameBrand } from '../../../shared/frames/schemas';
import { joinAddress } from '../../../shared/frames/svg';
import type { UserContact } from '../users/service';

/**
 * The public card page of a user, which the NFC card's QR opens (spec 02, cards). Cards do not exist
 * yet (issue 14): until they do, null, and the QR opens the user's website.
 */
export function cardPageUrl(_userId: number): string | null {
  return null;
}

/** What a frame is drawn with for one user: their brand, the account's details filling its gaps. */
export function toFrameBrand(userId: number, brand: Brand, account: UserContact | undefined): FrameBrand {
  return {
    userId,
    name: account?.userName ?? '',
    companyName: brand.companyName ?? account?.companyName ?? null,
    email: brand.email ?? account?.email ?? null,
    mobileNumber: brand.mobileNumber,
    website: brand.website,
    address: joinAddress(brand.address1, brand.address2, brand.address3),
    companyLogo: brand.companyLogo,
    qrUrl: cardPageUrl(userId) ?? brand.website,
  };
}
