import type { z } from 'zod';
import type { ContactFormOutput, contactUpdateSchema } from '../../../shared/whatsapp/contacts';
import type { GroupFormOutput, GroupType } from '../../../shared/whatsapp/groups';
import type { AccountFields } from '../../../shared/whatsapp/account';
import type {
  adminCampaignsQuery,
  adminNumbersQuery,
  platformNumberFieldsSchema,
} from '../../../shared/whatsapp/admin';
import type { ContactMessagesQuery } from '../../../shared/whatsapp/history';
import type { insightsQuery } from '../../../shared/whatsapp/insights';
import type {
  AssignToFilterGroup,
  CampaignCreate,
  campaignMessagesQuery,
  campaignsQuery,
  headerMediaQuery,
} from '../../../shared/whatsapp/campaigns';
import type { AppContext } from '../../context';
import { billingService } from '../billing/service';
import type { PhoneNumberDetails } from '../../providers/whatsapp/cloud-api';
import type { DB } from '../../db/connect';
import type { UploadReservation } from '../../http/bind';
import type { AuthUser } from '../../http/context';
import type { ReceivedFile } from '../../http/multipart';
import {
  contactById,
  contactChoices,
  createContact,
  deleteContact,
  listContacts,
  setOptIn,
  updateContact,
  type ContactsQuery,
} from './contacts';
import { exportContacts } from './contacts-export';
import { importContacts } from './contacts-import';
import {
  accountApi,
  accountAppSecret,
  accountById,
  accountDetails,
  accountsByNumbers,
  checkNumber,
  type AccountRow,
  type StoreOptions,
  connectAccount,
  disconnectAccount,
  listAccounts,
  storeAccount,
  verifyTokenOf,
} from './accounts';
import { adminCampaigns, adminNumbers } from './admin-lists';
import { connectPlatformNumber, platformNumber } from './admin-platform';
import { createCampaign } from './campaigns/create';
import { senderOf } from './campaigns/sender';
import { presignHeaderMedia, receiveHeaderMedia } from './campaigns/media';
import { assignToFilterGroup, messagesOrExport } from './campaigns/screens';
import { campaignDetail, campaignMessages, listCampaigns, retryFailed } from './campaigns/views';
import type { WhatsappDeps } from './deps';
import {
  addContactsToGroup,
  createGroup,
  deleteGroup,
  groupById,
  groupChoices,
  listGroups,
  updateGroup,
  type AddContactsInput,
} from './groups';
import { contactMessages } from './history';
import { campaignSide } from './conversation';
import { insightsOf } from './insights';
import { applyOptKeyword, isOptedOut, optedOutAmong, optIn, optOut } from './opt-outs';
import { templateFunctions } from './templates';

/**
 * The WhatsApp area's entry (spec 03; issue 26): binds the plain functions of each idea (contacts,
 * their import and export, groups, the STOP list) to one server's dependencies, for the routes,
 * the webhook and other areas (campaign pages read the STOP list through `optOuts`).
 */
export function whatsappService(ctx: AppContext) {
  const deps: WhatsappDeps = { db: ctx.db, clock: ctx.clock };
  const { db, clock } = ctx;
  return {
    /** WhatsApp numbers, shared by campaigns, templates, the inbox and a bot deployed on one. */
    accounts: {
      list: (caller: AuthUser) => listAccounts(ctx, caller),
      details: (caller: AuthUser, id: number) => accountDetails(ctx, caller, id),
      connect: (caller: AuthUser, fields: AccountFields, id?: number) =>
        connectAccount(ctx, caller, fields, id),
      disconnect: (caller: AuthUser, id: number) => disconnectAccount(ctx, caller, id),
      /** For a bot's connect: the check and the store, each refusal mapped by the caller. */
      check: (fields: AccountFields) => checkNumber(ctx, fields),
      store: (ownerId: number, fields: AccountFields, details: PhoneNumberDetails, opts: StoreOptions) =>
        storeAccount(ctx, ownerId, fields, details, opts),
      byId: (id: number) => accountById(db, id),
      verifyToken: (token: string) => verifyTokenOf(db, token),
      byNumbers: (phoneNumberIds: string[]) => accountsByNumbers(db, phoneNumberIds),
      api: (row: AccountRow) => accountApi(ctx, row),
      appSecret: (row: AccountRow) => accountAppSecret(ctx, row),
    },
    /** The admin side (issue 26): every user's campaigns and numbers, and the platform's number. */
    admin: {
      campaigns: (q: z.output<typeof adminCampaignsQuery>) => adminCampaigns(deps, q),
      numbers: (q: z.output<typeof adminNumbersQuery>) => adminNumbers(deps, q),
      platformNumber: () => platformNumber(ctx),
      connectPlatformNumber: (form: z.output<typeof platformNumberFieldsSchema>) =>
        connectPlatformNumber(ctx, form),
    },
    /** Campaigns: made from an approved template, sent at the number's pace, once per recipient. */
    campaigns: {
      create: (caller: AuthUser, input: CampaignCreate) =>
        createCampaign(ctx, billingService(ctx), caller, input),
      list: (caller: AuthUser, q: z.output<typeof campaignsQuery>) => listCampaigns(db, caller, q),
      detail: (caller: AuthUser, id: number) => campaignDetail(db, caller, id),
      messages: (caller: AuthUser, id: number, q: z.output<typeof campaignMessagesQuery>) =>
        campaignMessages(db, caller, id, q),
      retryFailed: (caller: AuthUser, id: number) => retryFailed(ctx, caller, id),
      /** The messages page, or with IsExport its rows as an xlsx file. */
      messagesOrExport: (caller: AuthUser, id: number, q: z.output<typeof campaignMessagesQuery>) =>
        messagesOrExport(db, caller, id, q),
      /** Assign to group from the detail's filters (one transaction through groups.addContacts). */
      assignToFilterGroup: (caller: AuthUser, input: AssignToFilterGroup) =>
        assignToFilterGroup(db, (trx, i) => addContactsToGroup(trx, clock, i), caller, input),
      /** Header media: a presigned upload, its space held first. */
      presignHeaderMedia: (caller: AuthUser, q: z.output<typeof headerMediaQuery>) =>
        presignHeaderMedia(ctx, caller, q),
      receiveHeaderMedia: (caller: AuthUser, file: ReceivedFile, reservation: UploadReservation | null) =>
        receiveHeaderMedia(ctx, caller, file, reservation),
      /** Sends a number's due rows now (the job does it on every server otherwise). */
      kick: (accountId: number) => senderOf(ctx).kick(accountId),
      /** Tests and the bench: resolves when this server's sender is idle. */
      idle: () => senderOf(ctx).idle(),
    },
    contacts: {
      list: (caller: AuthUser, q: ContactsQuery) => listContacts(deps, caller, q),
      choices: (caller: AuthUser) => contactChoices(db, caller),
      byId: (caller: AuthUser, id: number) => contactById(db, caller, id),
      create: (caller: AuthUser, form: ContactFormOutput) => createContact(deps, caller, form),
      update: (caller: AuthUser, form: z.output<typeof contactUpdateSchema>) =>
        updateContact(deps, caller, form),
      setOptIn: (caller: AuthUser, id: number, on: boolean) => setOptIn(deps, caller, id, on),
      remove: (caller: AuthUser, id: number) => deleteContact(db, caller, id),
      export: (caller: AuthUser, q: ContactsQuery) => exportContacts(deps, caller, q),
      import: (caller: AuthUser, file: ReceivedFile) => importContacts(deps, caller, file),
    },
    /** A contact's message history and the insights (spec 03 §2.7, §7.5). */
    history: {
      contactMessages: (caller: AuthUser, contactId: number, q: ContactMessagesQuery) =>
        contactMessages(deps, caller, contactId, q),
      insights: (caller: AuthUser, q: z.output<typeof insightsQuery>) => insightsOf(ctx, caller, q),
      /** What the caller's campaigns sent a number, and whether it is their contact (the inbox adds the rest). */
      campaignSide: (caller: AuthUser, phone: string) => campaignSide(db, caller, phone),
    },
    groups: {
      list: (caller: AuthUser, q: Parameters<typeof listGroups>[2]) => listGroups(deps, caller, q),
      choices: (caller: AuthUser, kind?: GroupType) => groupChoices(db, caller, kind),
      byId: (caller: AuthUser, id: number) => groupById(db, caller, id),
      create: (caller: AuthUser, form: GroupFormOutput) => createGroup(deps, caller, form),
      update: (caller: AuthUser, form: GroupFormOutput & { id: number }) => updateGroup(deps, caller, form),
      remove: (caller: AuthUser, id: number) => deleteGroup(db, caller, id),
      /** Assign to group: runs in the caller's transaction (`trx`), answers assigned and total. */
      addContacts: (trx: DB, input: AddContactsInput) => addContactsToGroup(trx, clock, input),
    },
    /** Message templates: registered at the Cloud API, kept in step with it (templates/). */
    templates: templateFunctions(ctx),
    /** The one STOP list every sender reads (issue 22's whatsapp_opt_outs). */
    optOuts: {
      isOptedOut: (userId: number, phone: string) => isOptedOut(db, userId, phone),
      among: (userId: number, phones: string[]) => optedOutAmong(db, userId, phones),
      optOut: (userId: number, phone: string) => optOut(db, clock, userId, phone),
      optIn: (userId: number, phone: string) => optIn(db, clock, userId, phone),
      /** An inbound STOP, UNSUBSCRIBE, the campaign's opt-out text or START (the webhook). */
      applyKeyword: (input: Parameters<typeof applyOptKeyword>[1], trx?: DB) =>
        applyOptKeyword(trx ? { db: trx, clock } : deps, input),
    },
  };
}

export type WhatsappService = ReturnType<typeof whatsappService>;
export type { AccountRow } from './accounts';
export { NumberRefused } from './accounts';
export type {
  WebhookEvents,
  WebhookInboxMessage,
  WebhookMessage,
  WebhookReceiver,
  WebhookStatus,
} from './webhook/events';
