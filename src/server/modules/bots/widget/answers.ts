import type { WidgetAnswer, WidgetMessage } from '../../../../shared/bots/schemas';
import type { AppContext } from '../../../context';
import { payloadOf, type MessageRow } from '../sessions';
import type { FlowState } from '../../../../shared/bots/engine';

/** The bot as the widget shows it. */
export interface WidgetBot {
  id: number;
  userId: number;
  name: string;
  colour: string;
  avatar: string | null;
}

/** A stored file address the visitor's browser can load (stored addresses are already absolute). */
export function absolute(ctx: AppContext, address: string): string {
  return /^https?:\/\//i.test(address)
    ? address
    : `${ctx.config.publicBaseUrl}/${address.replace(/^\/+/, '')}`;
}

export function widgetMessageOf(ctx: AppContext, row: MessageRow): WidgetMessage {
  const p = payloadOf(row);
  return {
    id: row.id,
    from: row.sender,
    text: row.text,
    options: p?.options ?? [],
    links: p?.links ?? [],
    file: p?.file ? { url: absolute(ctx, p.file.path), name: p.file.name, isImage: p.file.isImage } : null,
    sentDate: row.sent_at,
  };
}

export function widgetAnswer(
  ctx: AppContext,
  bot: WidgetBot,
  visitorUUId: string,
  rows: MessageRow[],
  state: FlowState | null,
  awaiting: WidgetAnswer['awaiting'],
): WidgetAnswer {
  return {
    visitorUUId,
    bot: { name: bot.name, colour: bot.colour, avatar: bot.avatar ? absolute(ctx, bot.avatar) : null },
    messages: rows.map((r) => widgetMessageOf(ctx, r)),
    awaiting,
    ended: state?.ended ?? false,
  };
}
