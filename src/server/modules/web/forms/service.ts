import type { AppContext } from '../../../context';
import { formLists } from './lists';
import { webNotices } from './notices';
import { formSubmissions } from './submit';

/**
 * A website's forms (issue 24, Forms): the owner's lists (formResponses, formResponseById,
 * subscribers: the caller's own website) and the visitors' posts, which tell the owner by WhatsApp
 * when their notification is on.
 */
export function webForms(ctx: AppContext) {
  const lists = formLists(ctx);
  return {
    responses: lists.responses,
    responseById: lists.responseById,
    subscribers: lists.subscribers,
    submissions: formSubmissions(ctx, webNotices(ctx)),
  };
}

export type WebFormsService = ReturnType<typeof webForms>;
