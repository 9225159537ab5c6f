import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { MODULES } from '../../../shared/account/modules';
import type { cardsContract } from '../../../shared/cards/contract';
import { CARD_PAGE_VERSION, renderCardPage } from '../../../shared/cards/render';
import { cardVcard, vcardFileName } from '../../../shared/cards/vcard';
import { cardHostedUrl, cardSlugBase, normalizeSequence } from '../../../shared/cards/rules';
import {
  cardFormSchema,
  CARD_MESSAGES as M,
  type Card,
  type CardContent,
  type CardCopy,
  type CardFormOutput,
  type newCardLinkQuery,
} from '../../../shared/cards/schemas';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import type { CardsTable } from '../../db/schema';
import { filteredList, pageOf } from '../../db/list';
import { foundOr404, ownedBy } from '../../db/tenancy';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UploadReservation } from '../../http/bind';
import type { ReceivedFile } from '../../http/multipart';
import type { AuthUser } from '../../http/context';
import { HttpError, invalid } from '../../http/errors';
import { etagOf, pageCache } from '../../http/page-cache';
import { FileAnswer } from '../../http/reply';
import { billingService } from '../billing/service';
import { brandService } from '../brand/service';
import { catalogService } from '../catalog/service';
import { filesService } from '../files/service';
import { cardLeads } from './leads';
import { pageExtras, type PageExtras, type PageSources } from './page-extras';
import { vcardPhoto } from './vcard-photo';
import { pdfFonts } from '../../pdf/fonts';
import { allocateSlug } from './slugs';
import { cardVisitors } from './visitors';

type Row = Selectable<CardsTable> & { user_name: string; owner_company: string | null };
type ListInput = z.output<(typeof cardsContract)['cards']['query']>;

const SORTS = {
  cardName: 'cards.card_name',
  createdDate: 'cards.created_at',
  visitorCount: 'cards.visitor_count',
  // The admin list's Company Name column (ManageList) shows and sorts by the card's company.
  companyName: 'cards.company_name',
} as const;
const MAX_SLUG_ATTEMPTS = 50;

/**
 * Digital cards (issue 14; spec 02 §2–§9). A User sees and changes their own cards (another user's
 * answers 404, as a missing one does); an Admin sees every card, creates one for a chosen User and
 * cannot delete (the contract says so). Creating (and copying) takes one unit of the Card allowance.
 */
export function cardsService(ctx: AppContext) {
  const { db, clock } = ctx;
  const billing = billingService(ctx);
  const files = filesService(ctx);
  const catalog = catalogService(ctx);
  const brand = brandService(ctx);
  const pageSources: PageSources = {
    activeFonts: () => catalog.fonts.active(),
    categoriesOf: (userId) => brand.categories.list({ id: userId, role: 'User' } as AuthUser),
  };
  const pages = pageCache(() => ctx.clock.now().getTime());

  /** `{CARD_BASE_URL}` (Settings → Business, or its variable), else PUBLIC_BASE_URL/c. */
  async function cardBaseUrl(): Promise<string> {
    const { cardBaseUrl: base } = await ctx.settings.get('general');
    return (base || `${ctx.config.publicBaseUrl}/c`).replace(/\/+$/, '');
  }

  const withOwner = () =>
    db
      .selectFrom('cards')
      .innerJoin('users', 'users.id', 'cards.user_id')
      .selectAll('cards')
      .select(['users.user_name', 'users.company_name as owner_company']);

  async function visibleRow(caller: AuthUser, id: number): Promise<Row> {
    const r = await ownedBy(
      withOwner().where('cards.id', '=', id),
      'cards.user_id',
      caller,
    ).executeTakeFirst();
    return foundOr404(r, 'Card');
  }

  const contentOf = (r: Row): CardContent => JSON.parse(r.content) as CardContent;

  /** Lists get ids and refs (1-based: B{n}/S{n} of the sequence) from their place. */
  function withRefs(c: CardContent) {
    return {
      ...c,
      customButtons: c.customButtons.map((b, i) => ({ ...b, id: i + 1, ref: i + 1 })),
      customSection: c.customSection.map((s, i) => ({
        ...s,
        id: i + 1,
        ref: i + 1,
        images: s.images.map((img, j) => ({ id: j + 1, img: img.img })),
      })),
    };
  }

  function cardOf(r: Row, base: string): Card {
    return {
      ...withRefs(contentOf(r)),
      id: r.id,
      cardDetailsId: r.id,
      slug: r.slug,
      htmlURL: cardHostedUrl(base, r.slug),
      parentCardId: r.parent_card_id,
      visitorCount: r.visitor_count,
      userId: r.user_id,
      userName: r.user_name,
      ownerCompanyName: r.owner_company,
      createdDate: r.created_at,
      updatedDate: r.updated_at,
    };
  }

  /** The form as kept: files published (the public page shows them), sequence normalised (§3). */
  async function contentOfForm(owner: AuthUser, f: CardFormOutput): Promise<CardContent> {
    const { parentCardId: _p, userId: _u, ...c } = f;
    const publish = (a: string) => (a ? files.publish(a, owner) : Promise.resolve(''));
    return {
      ...c,
      bannerUrl: await publish(c.bannerUrl),
      logoURL: await publish(c.logoURL),
      customButtons: await Promise.all(
        c.customButtons.map(async (b) => ({ ...b, file: await publish(b.file) })),
      ),
      customSection: await Promise.all(
        c.customSection.map(async (s) => ({
          ...s,
          images: await Promise.all(s.images.map(async (i) => ({ img: await publish(i.img) }))),
        })),
      ),
      sequence: normalizeSequence(c.sequence, {
        buttons: c.customButtons.length,
        sections: c.customSection.length,
      }),
    };
  }

  /** Every stored file a card shows. */
  const addressesOf = (c: CardContent) => [
    c.bannerUrl,
    c.logoURL,
    ...c.customButtons.map((b) => b.file),
    ...c.customSection.flatMap((s) => s.images.map((i) => i.img)),
  ];

  /** The hosted page's columns, stamped with the renderer's version so a newer one redraws it. */
  const pageColumns = (c: CardContent, id: number, slug: string, extras: PageExtras) => ({
    html_content: renderCardPage(c, {
      hosted: { cardDetailsId: id, vcfUrl: `/c/${slug}.vcf`, beaconScriptUrl: '/c-assets/beacon.js' },
      ...extras,
    }),
    page_version: CARD_PAGE_VERSION,
  });
  /** The catalogue fonts and the owner's category links as they stand now, read outside any transaction. */
  const extrasOf = (userId: number, c: CardContent) => pageExtras(pageSources, userId, c);

  const columnsOf = (c: CardContent) => ({
    card_name: c.cardName,
    first_name: c.firstName,
    last_name: c.lastName,
    company_name: c.companyName,
    phone_number: c.phoneNumber,
    color_code: c.colorCode,
    logo_url: c.logoURL,
    content: JSON.stringify(c),
  });

  /**
   * A new card's row, then its hosted page (which needs the row's id); answers the id. `extras` were
   * read before the transaction (SQLite has one connection: a read outside it would wait on it).
   */
  async function insertCard(
    trx: DB,
    card: {
      userId: number;
      content: CardContent;
      slug: string;
      parentCardId: number | null;
      now: string;
      extras: PageExtras;
    },
  ): Promise<number> {
    const { content, slug } = card;
    const row = await trx
      .insertInto('cards')
      .values({
        user_id: card.userId,
        ...columnsOf(content),
        slug,
        html_content: '',
        parent_card_id: card.parentCardId,
        visitor_count: 0,
        created_at: card.now,
        updated_at: card.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('cards')
      .set(pageColumns(content, row.id, slug, card.extras))
      .where('id', '=', row.id)
      .execute();
    return row.id;
  }

  async function byId(caller: AuthUser, id: number) {
    return cardOf(await visibleRow(caller, id), await cardBaseUrl());
  }

  /** The owner of a new card: the caller, or for an Admin the User named (manage/card create). */
  async function ownerOf(caller: AuthUser, f: CardFormOutput): Promise<AuthUser> {
    if (caller.role !== 'Admin') return caller;
    if (!f.userId) throw invalid({ userId: 'Choose the user the card is for' });
    const u = await db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', f.userId)
      .executeTakeFirst();
    if (!u || u.role !== 'User') throw invalid({ userId: 'Choose the user the card is for' });
    return { ...caller, id: u.id, role: 'User' } as AuthUser;
  }

  return {
    cardBaseUrl,
    visibleRow,

    /**
     * Records the uses of an import's default logo: each new account's brand and the cards made for
     * them (issue 22 point 8), so deleting one card keeps it for the others.
     */
    async useDefaultLogo(userIds: number[], logo: string) {
      for (const id of userIds) await files.useFiles({ kind: 'brand', id }, [logo]);
      const made = await db
        .selectFrom('cards')
        .select(['id', 'content'])
        .where('user_id', 'in', userIds)
        .execute();
      for (const c of made)
        await files.useFiles({ kind: 'card', id: c.id }, addressesOf(JSON.parse(c.content) as CardContent));
    },

    /**
     * Import Users (issue 14): a new user's personal card (names, company, mobile, e-mail, the
     * default logo) inside the import's transaction, when their plan has a Card unit left. Answers
     * whether one was made; a 402 is no error here (no SQL failed, so the transaction goes on).
     */
    async importedCard(
      trx: DB,
      u: {
        id: number;
        firstName: string;
        lastName: string;
        companyName: string;
        mobile: string;
        email: string;
      },
      logo: string | null,
    ): Promise<boolean> {
      const form = cardFormSchema.safeParse({
        cardName: `${u.firstName} ${u.lastName}`.slice(0, 100),
        firstName: u.firstName,
        lastName: u.lastName,
        companyName: u.companyName,
        phoneNumber: u.mobile,
        email: u.email,
        logoURL: logo ?? '',
      });
      if (!form.success) return false;
      try {
        await billing.requireAllowance(trx, u.id, MODULES.card);
      } catch (err) {
        if (err instanceof HttpError && err.status === 402) return false;
        throw err;
      }
      const { parentCardId: _p, userId: _u, ...rest } = form.data;
      const content: CardContent = { ...rest, sequence: normalizeSequence(rest.sequence) };
      // Unbounded: an imported user always gets a card.
      const { slug } = (await allocateSlug(trx, cardSlugBase(content)))!;
      await insertCard(trx, {
        userId: u.id,
        content,
        slug,
        // A user made by this import has no categories yet, and a new card the default font.
        extras: {},
        parentCardId: null,
        now: ctx.clock.now().toISOString(),
      });
      return true;
    },

    async list(caller: AuthUser, q: ListInput) {
      const base = await cardBaseUrl();
      const qb = filteredList(
        ownedBy(
          db.selectFrom('cards').innerJoin('users', 'users.id', 'cards.user_id'),
          'cards.user_id',
          caller,
        ),
        {
          term: q.Search,
          in: [
            'cards.card_name',
            'cards.first_name',
            'cards.last_name',
            'cards.company_name',
            // Update User → Cards tab: manage/card?Search={userName}.
            ...(caller.role === 'Admin' ? (['users.user_name', 'users.company_name'] as const) : []),
          ],
        },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 'cards.created_at' },
      );
      return pageOf(
        qb,
        (b) => {
          const rows = b
            .selectAll('cards')
            .select(['users.user_name', 'users.company_name as owner_company']);
          return (
            q.SortColumn
              ? rows.orderBy(SORTS[q.SortColumn], q.SortType ?? 'asc')
              : rows.orderBy('cards.created_at', 'desc')
          ).orderBy('cards.id', 'desc');
        },
        { ...q, IsExport: false },
        (r) => cardOf(r as Row, base),
      );
    },

    byId,

    /** Copy get (§7): the content without id and link, parentCardId set. */
    async copy(caller: AuthUser, id: number): Promise<CardCopy> {
      const {
        id: _id,
        cardDetailsId: _d,
        slug: _s,
        htmlURL: _h,
        visitorCount: _v,
        createdDate: _c,
        updatedDate: _u,
        ...rest
      } = await byId(caller, id);
      return { ...rest, parentCardId: id };
    },

    /** The card PDF (issue 14); the preview and the PDF send no beacon, so they count no visit. */
    async pdf(caller: AuthUser, id: number) {
      const r = await visibleRow(caller, id);
      const card = contentOf(r);
      const bytesOf = async (address: string) => {
        const stored = address ? await files.storedFile(address).catch(() => null) : null;
        const file = stored && (await files.read(stored.id, caller, {}).catch(() => null));
        return file ? new Uint8Array(file.bytes) : null;
      };
      // pdf-lib loads with the first PDF, not with the server (scripts/server-build.mjs).
      const { renderCardPdf } = await import('../../../shared/cards/pdf');
      const bytes = await renderCardPdf({
        card,
        hostedUrl: cardHostedUrl(await cardBaseUrl(), r.slug),
        fonts: await pdfFonts(),
        images: { banner: await bytesOf(card.bannerUrl), logo: await bytesOf(card.logoURL) },
      });
      return new FileAnswer(bytes, `${r.slug}.pdf`, 'application/pdf');
    },

    async link(caller: AuthUser, id: number) {
      const r = await visibleRow(caller, id);
      return { slug: r.slug, htmlURL: cardHostedUrl(await cardBaseUrl(), r.slug) };
    },

    /** The link a new card would get now: the first free slug of its names (taken at Save). */
    async newLink(names: z.output<typeof newCardLinkQuery>) {
      const base = cardSlugBase({ ...names, isBusinessCard: names.isBusinessCard === 'true' });
      const { slug } = (await allocateSlug(db, base))!;
      return { slug, htmlURL: cardHostedUrl(await cardBaseUrl(), slug) };
    },

    /** §7 File upload (isCard): jpeg, png or (a button's) pdf, judged from the bytes; SVG and HTML never pass. */
    async upload(caller: AuthUser, file: ReceivedFile, reservation: UploadReservation | null) {
      // The intake judged the type by its first bytes (jpeg, png, pdf): SVG and HTML never pass.
      const stored = await files.upload(caller, file, { reservation });
      return { url: stored.url };
    },

    /**
     * A new card (or copy): checked, its files published, then one allowance unit, a free slug (§3:
     * `-2`, `-3` on collision) and the row with its rendered page at once.
     */
    async create(caller: AuthUser, input: CardFormOutput) {
      const owner = await ownerOf(caller, input);
      if (input.parentCardId) await visibleRow(caller, input.parentCardId);
      const content = await contentOfForm(owner, input);
      const base = cardSlugBase({ ...content });
      const now = ctx.clock.now().toISOString();
      const extras = await extrasOf(owner.id, content);
      for (let free = await allocateSlug(db, base, 1, MAX_SLUG_ATTEMPTS); free;) {
        const { slug } = free;
        try {
          const id = await db.transaction().execute(async (trx) => {
            await billing.requireAllowance(trx, owner.id, MODULES.card);
            return insertCard(trx, {
              userId: owner.id,
              content,
              slug,
              extras,
              parentCardId: input.parentCardId ?? null,
              now,
            });
          });
          await files.useFiles({ kind: 'card', id }, addressesOf(content));
          return byId(caller, id);
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          free = await allocateSlug(db, base, free.attempt + 1, MAX_SLUG_ATTEMPTS);
        }
      }
      throw new HttpError(
        409,
        'Could not make a link for this card. Please change the name and try again.',
        'SlugTaken',
      );
    },

    /** Changes a card; its slug (the hosted link) stays as made. */
    async update(caller: AuthUser, id: number, input: CardFormOutput) {
      const current = await visibleRow(caller, id);
      const owner = { ...caller, id: current.user_id } as AuthUser;
      const content = await contentOfForm(caller.role === 'Admin' ? caller : owner, input);
      await db
        .updateTable('cards')
        .set({
          ...columnsOf(content),
          ...pageColumns(content, id, current.slug, await extrasOf(current.user_id, content)),
          updated_at: ctx.clock.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      pages.forget(current.slug);
      // Files the card no longer shows go when nothing else uses them (issue 22 point 8).
      await files.useFiles({ kind: 'card', id }, addressesOf(content));
      return byId(caller, id);
    },

    /** Deletes a User's own card, its visits and files; the allowance unit comes back. */
    async remove(caller: AuthUser, id: number) {
      const r = await visibleRow(caller, id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('card_visitors').where('card_id', '=', r.id).execute();
        await trx.deleteFrom('card_leads').where('card_id', '=', r.id).execute();
        await trx.deleteFrom('cards').where('id', '=', r.id).execute();
        await billing.releaseAllowance(trx, r.user_id, MODULES.card);
      });
      pages.forget(r.slug);
      // Its files go only when nothing else uses them: a copy, the brand's logo it was prefilled
      // with, a frame or a post may show the same file (issue 22 point 8).
      await files.useFiles({ kind: 'card', id: r.id }, []);
      return null;
    },

    /**
     * The hosted page by slug from the page cache, else from its row (then kept); 404 for an unknown
     * one (never kept, so a card made later shows at once).
     */
    /** The hosted page if it is in memory (answered before routing: http/hot-pages.ts). */
    cachedPublicPage: (slug: string) => pages.get(slug),

    async publicPage(slug: string) {
      const hit = pages.get(slug);
      if (hit) return hit;
      const r = await db
        .selectFrom('cards')
        .select(['id', 'user_id', 'content', 'html_content', 'page_version', 'updated_at'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!r) throw new HttpError(404, M.notFound, 'CardNotFound');
      let html = r.html_content;
      // Saved by an older renderer: drawn again once, so a fix to the page reaches every card.
      if (r.page_version < CARD_PAGE_VERSION) {
        const content = JSON.parse(r.content) as CardContent;
        const page = pageColumns(content, r.id, slug, await extrasOf(r.user_id, content));
        await db.updateTable('cards').set(page).where('id', '=', r.id).execute();
        html = page.html_content;
      }
      return pages.set(slug, { version: r.updated_at, html, etag: etagOf(html) });
    },

    /** Save To Contact (§3), hosted link only: the vCard with the logo as its photo. */
    async vcard(slug: string) {
      const r = await withOwner().where('cards.slug', '=', slug).executeTakeFirst();
      if (!r) throw new HttpError(404, M.notFound, 'CardNotFound');
      const content = contentOf(r);
      // The logo was made public when the card was saved, so no caller is needed to read it.
      const stored = content.logoURL ? await files.storedFile(content.logoURL).catch(() => null) : null;
      const logo = stored && (await files.read(stored.id, null, {}).catch(() => null));
      const photo = await vcardPhoto(logo?.bytes ?? null);
      return {
        fileName: vcardFileName(content),
        text: cardVcard(content, cardHostedUrl(await cardBaseUrl(), r.slug), photo),
      };
    },

    leads: cardLeads(ctx, visibleRow),
    visitors: cardVisitors(ctx, visibleRow),
  };
}

export type CardsService = ReturnType<typeof cardsService>;
