import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import {
  analyticsQuery,
  formResponseSchema,
  formResponsesQuery,
  previewQuery,
  rollbackSchema,
  subscriberSchema,
  subscribersQuery,
  websiteAnalyticsSchema,
  websiteCreateSchema,
  websiteFormSchema,
  websitePreviewSchema,
  websiteSchema,
  websitesQuery,
  websiteStatusSchema,
  websiteVersionSchema,
  webUpdateSchema,
  webUpdatesQuery,
} from './schemas';

const idParams = z.object({ id: idParamSchema() });

/**
 * The Web app (issue 24): a User's website (one each, `requireAllowance('web')` to create), its
 * preview, publish and rollback, updates, form responses, subscribers and analytics; an Admin sees
 * every site (manage/website, manage/web) and toggles a site's status. Another user's site answers
 * 404. The published site itself is served at `/s/{slug}` (see public-paths.ts), not under /api.
 */
export const webContract = areaContract('web', {
  websites: endpoint({
    method: 'GET',
    path: '/api/Website',
    access: 'signedIn',
    summary:
      "A User's own website (a list of at most one) or, for an Admin, every website with its owner (manage/website); Search by address, company or user name",
    query: websitesQuery,
    response: listOf(websiteSchema),
    exportable: true,
  }),
  myWebsite: endpoint({
    method: 'GET',
    path: '/api/Website/Mine',
    access: 'user',
    summary: "The caller's website, or null before it is created (the Web tabs start from it)",
    response: websiteSchema.nullable(),
  }),
  websiteById: endpoint({
    method: 'GET',
    path: '/api/Website/:id',
    access: 'signedIn',
    summary: 'One website (publish/{id})',
    params: idParams,
    response: websiteSchema,
  }),
  createWebsite: endpoint({
    method: 'POST',
    path: '/api/Website',
    access: 'user',
    summary:
      "Create the caller's website from a template (else the default) at an address (else one made from the company name): 402 without a Web allowance, 409 when one exists, 422 for a reserved or taken address",
    body: websiteCreateSchema,
    response: websiteSchema,
  }),
  updateWebsite: endpoint({
    method: 'PUT',
    path: '/api/Website/:id',
    access: 'user',
    summary:
      "The Content tab's autosave: template, address, settings values (checked against the template's settings); the live site changes only on Publish",
    params: idParams,
    body: websiteFormSchema,
    response: websiteSchema,
  }),
  previewWebsite: endpoint({
    method: 'GET',
    path: '/api/Website/:id/Preview',
    access: 'signedIn',
    summary: "The draft's page at `path` as HTML, for its owner and Admin, with the site's pages",
    params: idParams,
    query: previewQuery,
    response: websitePreviewSchema,
  }),
  publishWebsite: endpoint({
    method: 'POST',
    path: '/api/Website/:id/Publish',
    access: 'user',
    summary:
      'Render every page to static files and make them the live version in one step (3 versions kept); answers the website',
    params: idParams,
    response: websiteSchema,
    transfer: true,
  }),
  websiteVersions: endpoint({
    method: 'GET',
    path: '/api/Website/:id/Versions',
    access: 'signedIn',
    summary: 'The published versions kept for Rollback, newest first',
    params: idParams,
    response: z.array(websiteVersionSchema),
  }),
  rollbackWebsite: endpoint({
    method: 'POST',
    path: '/api/Website/:id/Rollback',
    access: 'user',
    summary: 'Make a kept version live again',
    params: idParams,
    body: rollbackSchema,
    response: websiteSchema,
  }),
  setWebsiteStatus: endpoint({
    method: 'POST',
    path: '/api/Website/:id/Status',
    access: 'admin',
    summary: 'Spec 00 section 7, website status toggle: an inactive site answers 410',
    params: idParams,
    body: websiteStatusSchema,
    response: websiteSchema,
  }),

  webUpdates: endpoint({
    method: 'GET',
    path: '/api/WebUpdate',
    access: 'signedIn',
    summary:
      "The updates on a User's website (web update posts, spec 01 section 5), newest first; an Admin sees every user's (manage/web)",
    query: webUpdatesQuery,
    response: listOf(webUpdateSchema),
    exportable: true,
  }),
  webUpdateById: endpoint({
    method: 'GET',
    path: '/api/WebUpdate/:id',
    access: 'signedIn',
    summary: 'One update (post detail/{id}, manage/web/{id})',
    params: idParams,
    response: webUpdateSchema,
  }),
  deleteWebUpdate: endpoint({
    method: 'DELETE',
    path: '/api/WebUpdate/:id',
    access: 'user',
    summary: 'Remove an update from the website: the live site drops it at once',
    params: idParams,
    response: z.null(),
  }),

  formResponses: endpoint({
    method: 'GET',
    path: '/api/Website/FormResponses',
    access: 'user',
    summary: "The contact form's entries on the caller's website, newest first, by date range",
    query: formResponsesQuery,
    response: listOf(formResponseSchema),
    exportable: true,
  }),
  formResponseById: endpoint({
    method: 'GET',
    path: '/api/Website/FormResponses/:id',
    access: 'user',
    summary: 'One form entry (website form/{id})',
    params: idParams,
    response: formResponseSchema,
  }),
  subscribers: endpoint({
    method: 'GET',
    path: '/api/Website/Subscribers',
    access: 'user',
    summary: "The newsletter's subscribers on the caller's website, newest first, by date range",
    query: subscribersQuery,
    response: listOf(subscriberSchema),
    exportable: true,
  }),
  websiteAnalytics: endpoint({
    method: 'GET',
    path: '/api/Website/Analytics',
    access: 'user',
    summary:
      "The caller's website's visits between two business days: totals, devices, a daily series, top pages and sources (no cookies: visitors are daily hashes)",
    query: analyticsQuery,
    response: websiteAnalyticsSchema,
  }),
});
