import type { ReactNode } from 'react';
import { formatWhatsApp, type FormatToken, type VariableValues } from '../../../../shared/whatsapp/format';

const nodesOf = (tokens: FormatToken[]): ReactNode[] =>
  tokens.map((t, i) => {
    switch (t.kind) {
      case 'text':
        return t.text;
      case 'variable':
        return (
          <span key={i} className={t.filled ? 'wa-variable' : 'wa-variable wa-variable-empty'}>
            {t.text}
          </span>
        );
      case 'bold':
        return <strong key={i}>{nodesOf(t.children)}</strong>;
      case 'italic':
        return <em key={i}>{nodesOf(t.children)}</em>;
      default:
        return <s key={i}>{nodesOf(t.children)}</s>;
    }
  });

/** Text as WhatsApp shows it (the shared parser's tokens as React nodes: never HTML). */
export function FormattedText({ text, values }: { text: string; values?: VariableValues }) {
  return <>{nodesOf(formatWhatsApp(text, values))}</>;
}
