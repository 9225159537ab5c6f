import type { botsContract } from '../../shared/bots/contract';
import { BOT_WIDGET_ROUTES } from '../../shared/bots/public-routes';
import type { CallInput, ResponseOf } from '../../shared/http/endpoint';

type C = typeof botsContract;
export type Answer = ResponseOf<C['widgetStart']>;
export type Message = Answer['messages'][number];

/** A call the server refused (its message) or that never arrived (status 0). */
export class WidgetCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const UNREACHABLE = 'The chat could not be reached. Please try again.';

/**
 * The widget's calls to the platform (issue 25): the origin its script came from, no cookies, JSON
 * both ways. Paths from the zod-free public-routes.ts; shapes from the contract (types only).
 */
export function widgetApi(origin: string, botKey: string) {
  const url = (path: string) => origin + path.replace(':botKey', encodeURIComponent(botKey));
  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(path, {
        method,
        mode: 'cors',
        credentials: 'omit',
        headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new WidgetCallError(UNREACHABLE, 0);
    }
    const json = (await res.json().catch(() => null)) as {
      success?: boolean;
      data?: Answer;
      error?: { errorMessage?: string };
    } | null;
    if (!res.ok || !json?.success || !json.data)
      throw new WidgetCallError(json?.error?.errorMessage ?? UNREACHABLE, res.status);
    return json.data;
  }
  return {
    start: (body: CallInput<C['widgetStart']>['body']) =>
      send('POST', url(BOT_WIDGET_ROUTES.widgetStart.path), body),
    reply: (body: CallInput<C['widgetContinue']>['body']) =>
      send('POST', url(BOT_WIDGET_ROUTES.widgetContinue.path), body),
    poll: (visitorUUId: string, after: number) =>
      send(
        'GET',
        `${url(BOT_WIDGET_ROUTES.widgetPoll.path)}?visitorUUId=${encodeURIComponent(visitorUUId)}&after=${after}`,
      ),
  };
}
export type WidgetApi = ReturnType<typeof widgetApi>;
