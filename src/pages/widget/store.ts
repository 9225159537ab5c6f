/** What the widget keeps in the visitor's browser, per bot key (storage may be refused: then nothing). */
export interface Kept {
  visitorUUId?: string;
  bot?: { name: string; colour: string; avatar: string | null };
}

export function keptStore(botKey: string) {
  const key = `bizsuite-bot:${botKey}`;
  const openKey = `${key}:open`;
  const safe = <T>(work: () => T, fallback: T): T => {
    try {
      return work();
    } catch {
      return fallback;
    }
  };
  return {
    read: (): Kept => safe(() => JSON.parse(localStorage.getItem(key) ?? '{}') as Kept, {}),
    write: (kept: Kept) => safe(() => localStorage.setItem(key, JSON.stringify(kept)), undefined),
    /** The bubble was open in this tab: a reload opens it again. */
    wasOpen: () => safe(() => sessionStorage.getItem(openKey) === '1', false),
    setOpen: (open: boolean) => safe(() => sessionStorage.setItem(openKey, open ? '1' : '0'), undefined),
  };
}
