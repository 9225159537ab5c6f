import { endpoint } from '../http/endpoint';
import { z } from 'zod';
import {
  accountParams,
  accountsQuery,
  connectAnswerSchema,
  connectCodeSchema,
  connectStartAnswerSchema,
  connectStartSchema,
  fbPagesAndTokensSchema,
  linkedInConnectSchema,
  socialAccountsSchema,
} from './schemas';

const connect = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  endpoint({ method: 'POST', path, access: 'user', summary, body, response: connectAnswerSchema });

/**
 * Connected social accounts (spec 01 §3, §7; issue 13 Accounts): each network's sign-in (state and
 * PKCE verifier kept by the server, single use, 10 minutes), the lists and the removal. They are
 * registered with the posts area (`postsContract` spreads them), so their ids stay `posts.*` and a
 * change to accounts refreshes the post page's account list as before.
 */
export const socialAccountEndpoints = {
  socialAccounts: endpoint({
    method: 'GET',
    path: '/api/SocialAccounts',
    access: 'signedIn',
    summary:
      "The spec's account lists (facebookPages, instragramList, twitterList, linkedInList, googleLocationsList, webAccount, youTubeChannels) with each account's status; an Admin passes the user's id",
    query: accountsQuery,
    response: socialAccountsSchema,
  }),
  deleteSocialAccount: endpoint({
    method: 'DELETE',
    path: '/api/SocialAccounts/:id/:platformId',
    access: 'user',
    summary: 'Disconnect an account; its pending posts are cancelled',
    params: accountParams,
    response: z.null(),
  }),
  connectStart: endpoint({
    method: 'POST',
    path: '/api/SocialAccounts/Connect',
    access: 'user',
    summary:
      "Start a network's sign-in: answers the address to open in the system browser; the state it carries is single use for 10 minutes",
    body: connectStartSchema,
    response: connectStartAnswerSchema,
  }),
  fbPagesAndTokens: connect(
    '/api/FBPagesAndTokens',
    "Connect the Facebook pages (and their Instagram accounts) of the signed-in Facebook user; accessToken carries the sign-in's code",
    fbPagesAndTokensSchema,
  ),
  twitterLogin: endpoint({
    method: 'POST',
    path: '/api/TwitterLogin',
    access: 'user',
    summary: "X's OAuth 2.0 sign-in with PKCE: the address to open (same as Connect with network x)",
    body: connectStartSchema.omit({ network: true }),
    response: connectStartAnswerSchema,
  }),
  connectTwitter: connect(
    '/api/ConnectTwitter',
    'Connect the X account the sign-in returned to',
    connectCodeSchema,
  ),
  connectLinkedIn: connect(
    '/api/ConnectLinkedInAccount',
    'Connect the LinkedIn member and the organisations they administer; accessToken carries the code',
    linkedInConnectSchema,
  ),
  connectGoogle: connect(
    '/api/Google/Connect',
    'Connect the Google Business Profile locations of the Google account',
    connectCodeSchema,
  ),
  connectYouTube: connect(
    '/api/YouTube/Connect',
    'Connect the YouTube channels of the Google account',
    connectCodeSchema,
  ),
};
