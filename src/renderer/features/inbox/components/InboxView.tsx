import { Card, theme } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { ChatType } from '../../../../shared/inbox/schemas';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { ChatPanel, NoChatSelected } from './ChatPanel';
import { ContactList } from './ContactList';
import { useFillHeight } from './useFillHeight';

/** The open chat of the URL (`?chat=9198…`), digits only. */
const CHAT_PARAM = 'chat';
const chatOf = (params: URLSearchParams) => {
  const phone = params.get(CHAT_PARAM);
  return phone && /^\d{6,20}$/.test(phone) ? phone : null;
};

/**
 * The inbox (spec 03 §2.10): the contact list beside the open chat; below 768 px one at a time,
 * the chat with a way back to the list. The open chat is in the address, so a reload or a shared
 * link opens it again.
 */
export function InboxView({ type, renewal }: { type: ChatType; renewal?: boolean }) {
  const { token } = theme.useToken();
  const mobile = useMediaQuery(MEDIA.mobile);
  const [params, setParams] = useSearchParams();
  const selected = chatOf(params);
  const linkTo = (phone: string) => {
    const next = new URLSearchParams(params);
    next.set(CHAT_PARAM, phone);
    return `?${next.toString()}`;
  };
  const back = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete(CHAT_PARAM);
      return next;
    });
  // The page's bottom padding (ShellMain) and the card's border: the card ends where the page does.
  const [fill, height] = useFillHeight((mobile ? 32 : 48) + 2, 480);
  const showList = !mobile || !selected;
  const showChat = !mobile || selected;

  return (
    <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
      <div ref={fill} style={{ display: 'flex', height }}>
        {showList && (
          <div
            style={{
              width: mobile ? '100%' : 340,
              flex: 'none',
              borderInlineEnd: mobile ? undefined : `1px solid ${token.colorSplit}`,
            }}
          >
            <ContactList type={type} selected={selected} linkTo={linkTo} />
          </div>
        )}
        {showChat && (
          <div style={{ flex: 1, minWidth: 0 }}>
            {selected ? (
              <ChatPanel
                key={selected}
                phone={selected}
                renewal={renewal}
                onBack={mobile ? back : undefined}
              />
            ) : (
              <NoChatSelected />
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
