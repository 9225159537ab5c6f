import { useEffect, useState } from 'react';

/** Spec 01 section 9: the AI preview types its answer out at about 15 ms per character. */
export const TYPE_OUT_MS_PER_CHAR = 15;

/**
 * Types `text` out one character at a time; `stop()` freezes it where it is (Stop keeps what is
 * typed, spec 01 section 4). A new text starts again from nothing.
 */
export function useTypeOut(text: string | null, msPerChar = TYPE_OUT_MS_PER_CHAR) {
  const [state, setState] = useState({ text, shown: 0, stopped: false });
  if (state.text !== text) setState({ text, shown: 0, stopped: false });
  const { shown, stopped } = state.text === text ? state : { shown: 0, stopped: false };
  const total = text?.length ?? 0;
  const typing = total > 0 && !stopped && shown < total;

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, shown: s.shown + 1 })), msPerChar);
    return () => clearTimeout(timer);
  }, [typing, shown, msPerChar]);

  return {
    typed: text?.slice(0, shown) ?? '',
    typing,
    stop: () => setState((s) => ({ ...s, stopped: true })),
  };
}
