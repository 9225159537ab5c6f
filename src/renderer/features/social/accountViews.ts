import { PLATFORMS, type PlatformId } from '../../../shared/social/platforms';
import type { SocialAccounts } from '../../../shared/social/schemas';

/** One connected account as the screens show it, whatever list it came from (spec 01 §3). */
export interface AccountView {
  id: number;
  platformId: PlatformId;
  platformName: string;
  name: string;
  pictureUrl: string | null;
  reconnectNeeded: boolean;
  statusReason: string | null;
}

/** The spec's account lists (§3), each read by its own display field, flattened in the screens' order. */
export function accountsOf(lists: SocialAccounts | undefined): AccountView[] {
  if (!lists) return [];
  return PLATFORMS.flatMap((p) => {
    const list = (lists as unknown as Record<string, Array<Record<string, unknown>>>)[p.accountList] ?? [];
    return list.map((a) => {
      const display =
        (a.pageName as string | undefined) ??
        (a.userName as string | undefined) ??
        (a.localizedName as string | undefined) ??
        (a.title as string | undefined) ??
        (a.channelName as string | undefined);
      return {
        id: a.id as number,
        platformId: p.id,
        platformName: p.name,
        name: display || (a.name as string) || p.name,
        pictureUrl: (a.pictureUrl as string | null) ?? null,
        reconnectNeeded: a.status === 'ReconnectNeeded',
        statusReason: (a.statusReason as string | null) ?? null,
      };
    });
  });
}
