import type { z } from 'zod';
import type { BrandInformation } from '../../../shared/billing/customer';
import {
  locationsSchema,
  type billingFormSchema,
  type Brand,
  type businessDetailsFormSchema,
  type companyFormSchema,
  type Locations,
  type Onboarding,
} from '../../../shared/brand/schemas';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { BrandInformationTable } from '../../db/schema';
import { subjectUserId } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';
import { invalid } from '../../http/errors';
import { filesService } from '../files/service';
import { businessCategories } from './categories';
import { locationIndex } from './locations';
import { hasText, sanitizeDescription } from '../../html/description';
import { userIdsAmong, usersBrandList } from './users-brand-list';
import { IMAGE_MESSAGES } from '../../../shared/files/image-messages';

type CompanyForm = z.output<typeof companyFormSchema>;
type BillingForm = z.output<typeof billingFormSchema>;
type DetailsForm = z.output<typeof businessDetailsFormSchema>;
type BrandRow = BrandInformationTable & { id: number };

/** Spec 01 section 5, Images generally. */
const MAX_LOGO_BYTES = 5 * 1024 * 1024;

function jsonList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function jsonLocations(text: string | null): Locations {
  const empty = { countries: [], states: [], cities: [] };
  if (!text) return empty;
  try {
    return locationsSchema.safeParse(JSON.parse(text)).data ?? empty;
  } catch {
    return empty;
  }
}

/** The brand row of a user, or undefined before anything is saved. */
const rowOf = (db: DB, userId: number) =>
  db.selectFrom('brand_information').selectAll().where('user_id', '=', userId).executeTakeFirst() as Promise<
    BrandRow | undefined
  >;

/**
 * The customer's Bill To from their billing details (issue 11, Fits the foundation): billing name
 * as the billed name, GST number, address, and the company's contacts. Only what is filled in, so
 * that billing falls back to the account for the rest. Billing calls this inside its transactions.
 */
export async function billToProfiles(
  db: DB,
  userIds: number[],
): Promise<Map<number, Partial<BrandInformation>>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('brand_information')
    .select([
      'user_id',
      'billing_name',
      'company_name',
      'gst_number',
      'email',
      'mobile_number',
      'address1',
      'address2',
      'address3',
    ])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => {
      const profile: Partial<BrandInformation> = {
        companyName: r.billing_name || r.company_name,
        gstNumber: r.gst_number,
        email: r.email,
        mobileNumber: r.mobile_number,
        address1: r.address1,
        address2: r.address2,
        address3: r.address3,
      };
      const filled = Object.entries(profile).filter(([, v]) => v !== null && v !== undefined && v !== '');
      return [r.user_id, Object.fromEntries(filled) as Partial<BrandInformation>];
    }),
  );
}

/**
 * Brand information (spec 01 sections 3–7, issue 11): company, billing and business details,
 * locations, onboarding progress; business categories live in categories.ts.
 */
export function brandService(ctx: AppContext) {
  const { db, clock } = ctx;
  const files = filesService(ctx);
  const categories = businessCategories(ctx);

  async function brandOf(userId: number, row: BrandRow | undefined): Promise<Brand> {
    return {
      id: row?.id ?? null,
      userId,
      companyLogo: row?.company_logo ? await files.currentAddress(row.company_logo) : null,
      brandColor: row?.brand_color ?? null,
      companyName: row?.company_name ?? null,
      email: row?.email ?? null,
      mobileNumber: row?.mobile_number ?? null,
      website: row?.website ?? null,
      address1: row?.address1 ?? null,
      address2: row?.address2 ?? null,
      address3: row?.address3 ?? null,
      businessType: row?.business_type ?? null,
      billingName: row?.billing_name ?? null,
      gstNumber: row?.gst_number ?? null,
      siteOneLineDescription: row?.site_one_line_description ?? null,
      aiDesription: row?.ai_description ?? null,
      primary_keyword: row?.primary_keyword ?? null,
      secondary_keyword: row?.secondary_keyword ?? null,
      pKeywords: jsonList(row?.p_keywords ?? null),
      sKeywords: jsonList(row?.s_keywords ?? null),
      keywords: jsonList(row?.keywords ?? null),
      locations: jsonLocations(row?.locations ?? null),
    };
  }

  /** Writes some columns of a user's brand row, making the row on first save. */
  async function saveColumns(userId: number, values: Partial<Omit<BrandInformationTable, 'id' | 'user_id'>>) {
    const now = clock.now().toISOString();
    await db
      .insertInto('brand_information')
      .values({ user_id: userId, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await db
      .updateTable('brand_information')
      .set({ ...values, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * The company logo must be an image uploaded here (issue 11, Bad input): a stored file of the user,
   * of the Admin saving it, their current logo or a public one; png or jpeg by its bytes; ≤ 5 MB.
   * Answers the lasting address to keep.
   */
  async function checkedLogo(address: string, subject: number, caller: AuthUser): Promise<string> {
    const file = await files.storedFile(address);
    if (!file) throw invalid({ companyLogo: 'Upload the company logo as an image file' });
    const current = await db
      .selectFrom('users')
      .leftJoin('brand_information as b', 'b.user_id', 'users.id')
      .select(['users.company_logo', 'b.company_logo as brand_logo'])
      .where('users.id', '=', subject)
      .executeTakeFirst();
    const isCurrent = [current?.company_logo, current?.brand_logo].some(
      (logo) => logo && files.sameFile(logo, file.id),
    );
    const mayUse = file.isPublic || isCurrent || file.userId === subject || file.userId === caller.id;
    if (!mayUse) throw invalid({ companyLogo: 'Upload the company logo as an image file' });
    if (file.contentType !== 'image/png' && file.contentType !== 'image/jpeg')
      throw invalid({ companyLogo: IMAGE_MESSAGES.type });
    if (file.size > MAX_LOGO_BYTES) throw invalid({ companyLogo: 'The company logo must be at most 5 MB' });
    return file.address;
  }

  return {
    categories,

    async brand(caller: AuthUser, userId?: number): Promise<Brand> {
      const subject = await subjectUserId(db, caller, userId);
      return brandOf(subject, await rowOf(db, subject));
    },

    /** Company Name, Email and Business Type (spec 01 section 3), the account's until the brand has them. */
    async brandFields(caller: AuthUser) {
      const [user, row] = await Promise.all([
        db
          .selectFrom('users')
          .select(['company_name', 'email', 'business_type'])
          .where('id', '=', caller.id)
          .executeTakeFirst(),
        rowOf(db, caller.id),
      ]);
      return [
        { brandField: 'Company Name', value: row?.company_name ?? user?.company_name ?? null },
        { brandField: 'Email', value: row?.email ?? user?.email ?? null },
        { brandField: 'Business Type', value: row?.business_type ?? user?.business_type ?? null },
      ];
    },

    async saveCompany(caller: AuthUser, userId: number | undefined, form: CompanyForm): Promise<Brand> {
      const subject = await subjectUserId(db, caller, userId);
      const logo = await checkedLogo(form.companyLogo, subject, caller);
      const now = clock.now().toISOString();
      await saveColumns(subject, {
        company_logo: logo,
        brand_color: form.brandColor,
        company_name: form.companyName,
        email: form.email,
        mobile_number: form.mobileNumber,
        website: form.website,
        address1: form.address1,
        address2: form.address2,
        address3: form.address3,
        business_type: form.businessType,
        company_saved_at: now,
      });
      // The account keeps the same name, type and logo: the admin lists and Account/Me show them.
      await db
        .updateTable('users')
        .set({
          company_name: form.companyName,
          business_type: form.businessType,
          company_logo: logo,
          updated_at: now,
        })
        .where('id', '=', subject)
        .execute();
      ctx.users.forgetUser(subject);
      // The logo before goes only when nothing else uses it (issue 22 point 8).
      await files.useFiles({ kind: 'brand', id: subject }, [logo]);
      return brandOf(subject, await rowOf(db, subject));
    },

    async saveBilling(caller: AuthUser, userId: number | undefined, form: BillingForm): Promise<Brand> {
      const subject = await subjectUserId(db, caller, userId);
      await saveColumns(subject, {
        billing_name: form.billingName,
        gst_number: form.gstNumber,
        billing_saved_at: clock.now().toISOString(),
      });
      return brandOf(subject, await rowOf(db, subject));
    },

    async saveBusinessDetails(
      caller: AuthUser,
      userId: number | undefined,
      form: DetailsForm,
    ): Promise<Brand> {
      const subject = await subjectUserId(db, caller, userId);
      const { brandInfo, locations } = form;
      const description = sanitizeDescription(brandInfo.aiDesription);
      if (!hasText(description))
        throw invalid({ 'brandInfo.aiDesription': 'Business Description is required' });
      await saveColumns(subject, {
        site_one_line_description: brandInfo.siteOneLineDescription,
        ai_description: description,
        p_keywords: JSON.stringify(brandInfo.pKeywords),
        s_keywords: JSON.stringify(brandInfo.sKeywords),
        keywords: JSON.stringify(brandInfo.keywords),
        // Spec 01 section 3: the boards joined with commas.
        primary_keyword: brandInfo.pKeywords.join(','),
        secondary_keyword: brandInfo.sKeywords.join(','),
        locations: JSON.stringify(locations),
        details_saved_at: clock.now().toISOString(),
      });
      return brandOf(subject, await rowOf(db, subject));
    },

    /** The Assign User dialogs' list (GetUsersBrandList, Admin only by the contract). */
    usersBrandList: (search?: string) => usersBrandList(db, search),
    /** Which of these ids are Users, for areas that assign things to users (templates, frames). */
    userIdsAmong: (ids: number[]) => userIdsAmong(db, ids),

    async locationSearch(text: string, limit: number) {
      return (await locationIndex()).search(text, limit);
    },

    async onboarding(caller: AuthUser): Promise<Onboarding> {
      const [row, category] = await Promise.all([
        rowOf(db, caller.id),
        db
          .selectFrom('business_categories')
          .select('id')
          .where('user_id', '=', caller.id)
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        done: {
          company: !!row?.company_saved_at,
          business: !!category,
          details: !!row?.details_saved_at,
        },
        finished: !!row?.onboarding_finished_at,
      };
    },

    async finishOnboarding(caller: AuthUser): Promise<Onboarding> {
      const row = await rowOf(db, caller.id);
      if (!row?.onboarding_finished_at)
        await saveColumns(caller.id, { onboarding_finished_at: clock.now().toISOString() });
      return this.onboarding(caller);
    },
  };
}

export type BrandService = ReturnType<typeof brandService>;
