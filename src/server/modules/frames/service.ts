import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { z } from 'zod';
import {
  FRAME_MESSAGES as M,
  type adminFrameListQuery,
  type Frame,
  type FrameBrand,
  type frameAssignSchema,
  type frameImageUploadSchema,
  type frameListQuery,
  type nfcDownloadSchema,
  type nfcFrameImageUploadSchema,
  type NfcFrame,
  type StandardFrame,
} from '../../../shared/frames/schemas';
import {
  canvasOf,
  DEFAULT_NFC_IMAGE_FIT,
  defaultLayout,
  elementKeysOf,
  isDrawableSize,
  layoutIssues,
  NFC_IMAGE_FITS,
  type NfcImageFit,
  NFC_PRINT_WIDTH,
  type FrameElement,
  type FrameKind,
  type FrameLayoutElements,
} from '../../../shared/frames/rules';
import type { AppContext } from '../../context';
import type { Database, FramesTable } from '../../db/schema';
import { activeAmong, assignedTo } from '../../db/assignment';
import { containsText } from '../../db/list';
import { subjectUserId } from '../../db/tenancy';
import type { UploadReservation } from '../../http/bind';
import type { ReceivedFile } from '../../http/multipart';
import type { AuthUser } from '../../http/context';
import { HttpError, forbidden, invalid, notFound } from '../../http/errors';
import { FileAnswer } from '../../http/reply';
import { brandService } from '../brand/service';
import { catalogService } from '../catalog/service';
import { registerMasterUse } from '../catalog/usage';
import { filesService } from '../files/service';
import { usersService } from '../users/service';
import { frameDrawing } from './drawing';
import { assignmentsOf, defaultsAmong, replaceAssignment, usersAssigned } from './assignment';
import { toFrameBrand } from './frame-brand';
import { deleteFrame, nfcCardFile } from './nfc';
import { framesUsingFont, layoutOf, serializeLayout } from './stored-layout';
import { imageSizeOf } from '../../../shared/files/image-size';
import { dataUri, pictureDataUri, storedBytes } from './images';

type Row = Selectable<FramesTable> & { maker_name: string };
/** The form's fields with its received `file` and the space its request reserved. */
type Received = { file?: ReceivedFile; reservation?: UploadReservation | null };
type ImageUpload = z.output<typeof frameImageUploadSchema> & { frameName?: string } & Received;
type NfcImageUpload = z.output<typeof nfcFrameImageUploadSchema> & Received;
type ListInput = z.output<typeof frameListQuery>;
type AdminListInput = z.output<typeof adminFrameListQuery>;
type AssignInput = z.output<typeof frameAssignSchema>;
type DownloadInput = z.output<typeof nfcDownloadSchema>;
type LayoutSave = {
  frameId: number;
  version: number;
  elements: FrameLayoutElements;
  imageFit?: NfcImageFit;
};
type FrameOfKind<K extends FrameKind> = Extract<Frame, { kind: K }>;

/** A frame answered by an endpoint of one kind (the query asked for that kind). */
const ofKind = <K extends FrameKind>(frame: Frame, kind: K): FrameOfKind<K> => {
  if (frame.kind !== kind) throw notFound('Frame');
  return frame as FrameOfKind<K>;
};

/** The stored fit of an NFC frame's image; frames made before the choice cover the card. */
const imageFitOf = (stored: string | null): NfcImageFit =>
  (NFC_IMAGE_FITS as readonly string[]).includes(stored ?? '')
    ? (stored as NfcImageFit)
    : DEFAULT_NFC_IMAGE_FIT;

/** GetUsersBrandInformations answers this many users at most (the side preview shows a few). */
const BRANDS_PREVIEWED = 50;
/** DownloadList answers this many frames at most. */
const DOWNLOAD_LIST_LIMIT = 100;

/**
 * Frames and NFC frames (issue 12; spec 01 sections 2–7). Anyone signed in makes frames; their maker
 * and Admins change them; Admins assign them to users and sub-categories. A User sees the frames they
 * made and those assigned to them (directly, to all users, to one of their active sub-categories, or
 * to all categories when they have any); anything else answers 404, as a missing frame does.
 */
export function framesService(ctx: AppContext) {
  // A font that a frame layout names cannot be deleted (409).
  registerMasterUse('font', 'frames', {
    one: 'a frame',
    many: 'frames',
    count: ({ db }, id) => framesUsingFont(db, id),
  });
  const { db } = ctx;
  const files = filesService(ctx);
  const brands = brandService(ctx);
  const users = usersService(ctx);
  const catalog = catalogService(ctx);
  const drawing = frameDrawing(ctx, catalog);

  /** The frames a person sees as theirs: made by them or assigned to them in any way. */
  async function visibleTo(userId: number) {
    const subIds = activeAmong(
      ...(await Promise.all([users.subCategoriesOf(userId), catalog.activeSubCategories()])),
    );
    return (eb: ExpressionBuilder<Database, 'frames'>) =>
      eb.or([eb('frames.user_id', '=', userId), ...assignedTo(eb, 'frames', userId, subIds)]);
  }

  const withMaker = () => db.selectFrom('frames').innerJoin('users as maker', 'maker.id', 'frames.user_id');
  const rowSelection = [sql<string>`maker.user_name`.as('maker_name')] as const;

  /** A frame the caller may see (an Admin: any), else 404. */
  async function visibleRow(caller: AuthUser, id: number, kind?: FrameKind): Promise<Row> {
    let q = withMaker().selectAll('frames').select(rowSelection).where('frames.id', '=', id);
    if (kind) q = q.where('frames.kind', '=', kind);
    if (caller.role !== 'Admin') q = q.where(await visibleTo(caller.id));
    const r = await q.executeTakeFirst();
    if (!r) throw notFound(kind === 'nfc' ? 'NFC frame' : 'Frame');
    return r;
  }

  const canEdit = (caller: AuthUser, r: Pick<Row, 'user_id'>) =>
    caller.role === 'Admin' || r.user_id === caller.id;

  /** A frame the caller may change: its maker or an Admin; 404 when unseen, 403 when only assigned. */
  async function editableRow(caller: AuthUser, id: number, kind: FrameKind): Promise<Row> {
    const r = await visibleRow(caller, id, kind);
    if (!canEdit(caller, r)) throw forbidden(M.notEditable);
    return r;
  }

  /** Frames as answered, for `caller`; isDefault for `subject` (the caller unless an Admin names a user). */
  async function framesOf(caller: AuthUser, rows: Row[], subject = caller.id): Promise<Frame[]> {
    const ids = rows.map((r) => r.id);
    const [defaults, assigned] = await Promise.all([
      defaultsAmong(db, subject, ids),
      caller.role === 'Admin' ? assignmentsOf(db, ids) : null,
    ]);
    return rows.map((r) => {
      const base = {
        id: r.id,
        frameId: r.id,
        frameImageURL: files.addressOf(r.image_file_id, false),
        imageAspect: r.image_width / r.image_height,
        isDefault: defaults.has(r.id),
        users: assigned?.users.get(r.id) ?? [],
        categories: assigned?.categories.get(r.id) ?? [],
        allUsers: r.all_users === 1,
        allCategories: r.all_categories === 1,
        canEdit: canEdit(caller, r),
        createdBy: r.user_id,
        createdByName: r.maker_name,
        version: r.version,
        createdDate: r.created_at,
        updatedDate: r.updated_at,
      };
      return r.kind === 'nfc'
        ? {
            ...base,
            kind: 'nfc',
            frameName: r.frame_name ?? '',
            imageFit: imageFitOf(r.image_fit),
            elements: layoutOf('nfc', r.layout) as NfcFrame['elements'],
          }
        : {
            ...base,
            kind: 'standard',
            frameName: null,
            elements: layoutOf('standard', r.layout) as StandardFrame['elements'],
          };
    });
  }

  const frameOf = async (caller: AuthUser, r: Row, subject?: number) =>
    (await framesOf(caller, [r], subject))[0];

  /** Font ids must be fonts of the catalog; the font's name is taken from there. */
  async function checkedFonts(kind: FrameKind, elements: FrameLayoutElements): Promise<FrameLayoutElements> {
    const fonts = new Map((await catalog.fonts.active()).map((f) => [f.id, f.name]));
    const errors: Record<string, string> = {};
    const out: Record<string, FrameElement> = {};
    for (const key of elementKeysOf(kind)) {
      const el = (elements as Record<string, FrameElement>)[key];
      const name = fonts.get(el.fontFamilyId);
      if (name === undefined) errors[`elements.${key}.fontFamilyId`] = 'Choose a font from the list';
      out[key] = { ...el, fontFamilyName: name ?? el.fontFamilyName };
    }
    if (Object.keys(errors).length) throw invalid(errors);
    return out as FrameLayoutElements;
  }

  /** The brand a frame is drawn with, for `subject` (seen through the brand module's service). */
  async function frameBrandOf(caller: AuthUser, subject: number): Promise<FrameBrand> {
    const [brand, account] = await Promise.all([brands.brand(caller, subject), users.contactOf(subject)]);
    return toFrameBrand(subject, brand, account);
  }

  /** The checked image of an upload, stored as the caller's private file. */
  async function storeImage(caller: AuthUser, input: ImageUpload) {
    const file = input.file;
    if (!file) throw invalid({ file: M.imageRequired });
    const size = imageSizeOf(await file.bytes());
    if (!size) throw invalid({ file: M.imageType });
    if (!isDrawableSize(size)) throw invalid({ file: M.imageTooWide });
    const stored = await files.upload(caller, file, {
      reservation: input.reservation,
      fileName: input.fileName || `frame.${file.type === 'image/png' ? 'png' : 'jpg'}`,
    });
    return { fileId: stored.id, ...size };
  }

  /**
   * Spec 01 section 4: a new frame's image first (answering its id, the layout starting from the
   * defaults), or a new image (NFC: and/or name) for an existing frame; the old image goes once the
   * frame points at the new one.
   */
  async function uploadImage(caller: AuthUser, kind: FrameKind, input: ImageUpload): Promise<number> {
    const existing = input.id ? await editableRow(caller, input.id, kind) : null;
    // A new frame needs its image; an existing NFC frame may change only its name.
    const image = input.file || !existing ? await storeImage(caller, input) : null;
    const now = ctx.clock.now().toISOString();
    try {
      if (!existing) {
        const { id } = await db
          .insertInto('frames')
          .values({
            kind,
            user_id: caller.id,
            frame_name: kind === 'nfc' ? (input.frameName ?? null) : null,
            image_file_id: image!.fileId,
            image_width: image!.width,
            image_height: image!.height,
            layout: serializeLayout(kind, defaultLayout(kind)),
            version: 0,
            all_users: 0,
            all_categories: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await files.useFiles({ kind: 'frame', id }, [image!.fileId]);
        return id;
      }
      await db
        .updateTable('frames')
        .set({
          ...(image
            ? { image_file_id: image.fileId, image_width: image.width, image_height: image.height }
            : {}),
          ...(kind === 'nfc' && input.frameName ? { frame_name: input.frameName } : {}),
          updated_at: now,
        })
        .where('id', '=', existing.id)
        .execute();
    } catch (err) {
      if (image) await files.remove(image.fileId);
      throw err;
    }
    // The old image goes when nothing else uses it (issue 22 point 8).
    if (image) await files.useFiles({ kind: 'frame', id: existing.id }, [image.fileId]);
    return existing.id;
  }

  /**
   * A layout save, applied only over the version it was based on (one statement, so two saves at once
   * cannot both win); otherwise 409 with the frame as stored, for the user to pick (issue 12, Offline).
   */
  async function saveLayout<K extends FrameKind>(caller: AuthUser, kind: K, input: LayoutSave) {
    const r = await editableRow(caller, input.frameId, kind);
    // Issue 23: every element inside the frame, the standard canvas as wide as the stored image makes it.
    const outside = layoutIssues(
      kind,
      input.elements as Record<string, FrameElement>,
      canvasOf(kind, r.image_width / r.image_height),
    );
    if (Object.keys(outside).length) throw invalid(outside);
    const elements = await checkedFonts(kind, input.elements);
    const result = await db
      .updateTable('frames')
      .set({
        layout: serializeLayout(kind, elements),
        ...(kind === 'nfc' && input.imageFit ? { image_fit: input.imageFit } : {}),
        version: input.version + 1,
        updated_at: ctx.clock.now().toISOString(),
      })
      .where('id', '=', r.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    const stored = ofKind(await frameOf(caller, await visibleRow(caller, r.id, kind)), kind);
    if (Number(result.numUpdatedRows) === 0)
      throw new HttpError(409, M.conflict, 'Conflict', { version: M.conflict }, undefined, stored);
    return { frame: stored, message: input.version === 0 ? M.added : M.updated };
  }

  /** One page of frames, default first for My Frames, newest first otherwise. */
  async function page(
    caller: AuthUser,
    q: { PageNumber: number; PageSize: number; Search?: string },
    filter: { kind?: FrameKind; visibleTo?: number; defaultsOf: number },
  ): Promise<{ records: Frame[]; total_Record_Count: number }> {
    let base = withMaker().leftJoin('frame_defaults as d', (join) =>
      join.onRef('d.frame_id', '=', 'frames.id').on('d.user_id', '=', filter.defaultsOf),
    );
    if (filter.kind) base = base.where('frames.kind', '=', filter.kind);
    if (filter.visibleTo !== undefined) base = base.where(await visibleTo(filter.visibleTo));
    if (q.Search) {
      const term = q.Search;
      base = base.where((eb) =>
        eb.or([containsText(eb, 'frames.frame_name', term), containsText(eb, 'maker.user_name', term)]),
      );
    }
    const [count, rows] = await Promise.all([
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
      base
        .selectAll('frames')
        .select(rowSelection)
        .orderBy(sql`case when d.frame_id is null then 1 else 0 end`)
        .orderBy('frames.created_at', 'desc')
        .orderBy('frames.id', 'desc')
        .limit(q.PageSize)
        .offset((q.PageNumber - 1) * q.PageSize)
        .execute(),
    ]);
    return {
      records: await framesOf(caller, rows, filter.defaultsOf),
      total_Record_Count: Number(count?.n ?? 0),
    };
  }

  /** The subject's frames of a kind visible to them (DownloadList), default first. */
  async function downloadable(caller: AuthUser, subject: number) {
    const { records } = await page(
      caller,
      { PageNumber: 1, PageSize: DOWNLOAD_LIST_LIMIT },
      { kind: 'standard', visibleTo: subject, defaultsOf: subject },
    );
    return records.map((f) => ofKind(f, 'standard'));
  }

  return {
    uploadFrameImage: (caller: AuthUser, input: ImageUpload) => uploadImage(caller, 'standard', input),
    uploadNfcFrameImage: (caller: AuthUser, input: NfcImageUpload) => uploadImage(caller, 'nfc', input),

    saveFrameLayout: (caller: AuthUser, input: LayoutSave) => saveLayout(caller, 'standard', input),
    saveNfcFrameLayout: (caller: AuthUser, input: LayoutSave) => saveLayout(caller, 'nfc', input),

    async byId<K extends FrameKind>(caller: AuthUser, id: number, kind: K): Promise<FrameOfKind<K>> {
      return ofKind(await frameOf(caller, await visibleRow(caller, id, kind)), kind);
    },

    /** A frame with the brand it is drawn with: the caller's, or the user an Admin names. */
    async download(caller: AuthUser, id: number, userId?: number) {
      const r = await visibleRow(caller, id);
      const subject = await subjectUserId(db, caller, userId);
      const [frame, brand] = await Promise.all([frameOf(caller, r, subject), frameBrandOf(caller, subject)]);
      return { frame, brand };
    },

    async downloadList(caller: AuthUser, userId?: number) {
      const subject = await subjectUserId(db, caller, userId);
      const [frames, brand] = await Promise.all([
        downloadable(caller, subject),
        frameBrandOf(caller, subject),
      ]);
      return { frames, brand };
    },

    /** My Frames: the subject's (the caller, or the user an Admin names) made and assigned frames. */
    async mine(caller: AuthUser, q: ListInput) {
      const subject = await subjectUserId(db, caller, q.userId);
      return page(caller, q, { kind: q.kind, visibleTo: subject, defaultsOf: subject });
    },

    /** The admin lists: every frame of a kind. */
    async adminList<K extends FrameKind>(caller: AuthUser, kind: K, q: AdminListInput) {
      const { records, total_Record_Count } = await page(caller, q, { kind, defaultsOf: caller.id });
      return { records: records.map((f) => ofKind(f, kind)), total_Record_Count };
    },

    /** Replaces a frame's assignment (Admin): users and active sub-categories, or all of either. */
    async assign(caller: AuthUser, input: AssignInput) {
      const r = await visibleRow(caller, input.frameId);
      const userIds = [...new Set(input.users)];
      const categoryIds = [...new Set(input.categories)];
      if (userIds.length && (await brands.userIdsAmong(userIds)).length !== userIds.length)
        throw invalid({ users: 'Some of these users no longer exist' });
      if (categoryIds.length) {
        const active = new Set((await catalog.activeSubCategories()).map((s) => s.id));
        if (categoryIds.some((id) => !active.has(id)))
          throw invalid({ categories: 'Some of these categories are no longer active' });
      }
      await replaceAssignment(
        db,
        r.id,
        { ...input, users: userIds, categories: categoryIds },
        ctx.clock.now(),
      );
      return frameOf(caller, await visibleRow(caller, r.id));
    },

    /**
     * Makes a frame the subject's default of its kind. One upsert on the (user, kind) key: two calls
     * at once leave one default, the later one's.
     */
    async setDefault(caller: AuthUser, id: number, userId?: number) {
      const subject = await subjectUserId(db, caller, userId);
      const r =
        subject === caller.id
          ? await visibleRow(caller, id)
          : await withMaker()
              .selectAll('frames')
              .select(rowSelection)
              .where('frames.id', '=', id)
              .where(await visibleTo(subject))
              .executeTakeFirst();
      if (!r) throw notFound('Frame');
      const now = ctx.clock.now().toISOString();
      await db
        .insertInto('frame_defaults')
        .values({ user_id: subject, kind: r.kind, frame_id: r.id, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ frame_id: r.id, updated_at: now }))
        .execute();
      return frameOf(caller, r, subject);
    },

    /** The brands of the users a frame is assigned to (Admin's side preview), at most 50. */
    async usersBrands(caller: AuthUser, frameId: number): Promise<FrameBrand[]> {
      const r = await visibleRow(caller, frameId);
      const accounts = await users.businessContacts(
        BRANDS_PREVIEWED,
        r.all_users === 1 ? undefined : usersAssigned(r),
      );
      return Promise.all(accounts.map(async (a) => toFrameBrand(a.id, await brands.brand(caller, a.id), a)));
    },

    /** Deletes an NFC frame (its maker or an Admin), its assignment and defaults, then its image. */
    async removeNfc(caller: AuthUser, id: number) {
      const r = await editableRow(caller, id, 'nfc');
      await deleteFrame(db, r.id);
      await files.useFiles({ kind: 'frame', id: r.id }, []);
      return null;
    },

    /**
     * The NFC card (spec 01 section 7): the frame with the subject's brand and QR, as a PNG or as a
     * PDF whose page is the card (85.6 × 54 mm) holding that PNG.
     */
    async nfcCard(caller: AuthUser, input: DownloadInput): Promise<FileAnswer> {
      const r = await visibleRow(caller, input.frameId, 'nfc');
      const subject = await subjectUserId(db, caller, input.userId);
      const [brand, image] = await Promise.all([
        frameBrandOf(caller, subject),
        storedBytes(files, r.image_file_id),
      ]);
      if (!image) throw notFound('Frame image');
      const png = await drawing.png(
        {
          kind: 'nfc',
          elements: layoutOf('nfc', r.layout),
          imageHref: dataUri(image.bytes, image.contentType),
          imageAspect: r.image_width / r.image_height,
          imageFit: imageFitOf(r.image_fit),
          brand: { ...brand, companyLogo: await pictureDataUri(files, brand.companyLogo) },
        },
        input.width ?? NFC_PRINT_WIDTH,
      );
      return nfcCardFile(png, r.frame_name, input.format);
    },
  };
}

export type FramesService = ReturnType<typeof framesService>;
