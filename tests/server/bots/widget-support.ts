import { botsContract as bc } from '../../../src/shared/bots/contract';
import type { FlowQuestionInput, WidgetAnswer } from '../../../src/shared/bots/schemas';
import type { TestServer } from '../../helpers/server';
import type { botOwner } from './support';

type Owner = Awaited<ReturnType<typeof botOwner>>;

/** A bot of `owner` whose flow is `questions` (saved through the API, so it passed the §5 check). */
export async function botWithFlow(owner: Owner, questions: FlowQuestionInput[], name = 'Shop Bot') {
  const bot = (await owner.c.call(bc.createBot, { body: { Name: name, Colour: '#123456' } })).data;
  await owner.c.call(bc.saveFlow, { params: { id: bot.id }, body: { questions } });
  return { id: bot.id, widgetKey: bot.widgetKey, userId: owner.id as number };
}

/** The widget's calls, as the script on a customer's page makes them (no token, any origin). */
export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export function widgetOf(server: TestServer, botKey: string, userAgent = BROWSER) {
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await server.inject({
      method,
      url: `/widget/${botKey}/${path}`,
      headers: {
        origin: 'http://127.0.0.2:4000',
        'user-agent': userAgent,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      payload: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() as { data: WidgetAnswer } };
  };
  let counter = 0;
  return {
    start: (visitorUUId?: string) => send('POST', 'start', visitorUUId ? { visitorUUId } : {}),
    reply: (
      visitorUUId: string,
      reply: string,
      extra: { optionNo?: number; clientMessageId?: string } = {},
    ) =>
      send('POST', 'continue', {
        visitorUUId,
        reply,
        clientMessageId: extra.clientMessageId ?? `m${++counter}-${Math.random().toString(36).slice(2)}`,
        ...(extra.optionNo ? { optionNo: extra.optionNo } : {}),
      }),
    poll: (visitorUUId: string, after = 0) => send('GET', `poll?visitorUUId=${visitorUUId}&after=${after}`),
  };
}

export const textsOf = (a: { data: WidgetAnswer }) => a.data.messages.map((m) => m.text);
