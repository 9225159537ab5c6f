import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Result, Skeleton, Spin, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { INBOX_LIMITS, INBOX_MESSAGES as M, type ChatType } from '../../../../shared/inbox/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { useChatList } from '../api';
import { chatsOf } from '../cache/chatLists';
import { ChatRow } from './ChatRow';

/** The search as typed, applied after 500 ms of quiet (spec 03 §9). */
function useDebounced(text: string): string {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), INBOX_LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  return value;
}

/** Rows of the list while it loads (spec 03 §9: 8 placeholders). */
function LoadingRows() {
  return (
    <div role="status" aria-label="Loading chats" style={{ padding: '8px 16px' }}>
      {Array.from({ length: INBOX_LIMITS.loadingRows }, (_, i) => (
        <Skeleton
          key={i}
          active
          avatar={{ size: 40 }}
          title={{ width: '60%' }}
          paragraph={{ rows: 1, width: '85%' }}
          style={{ padding: '10px 0' }}
        />
      ))}
    </div>
  );
}

/**
 * The contact list (spec 03 §2.10, §7.10): one type's chats, newest first, 20 at a time with more
 * as it scrolls; searched by number, company or name. Each row is a link to its chat.
 */
export function ContactList({
  type,
  selected,
  linkTo,
}: {
  type: ChatType;
  selected: string | null;
  linkTo: (phone: string) => string;
}) {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const search = useDebounced(text);
  const list = useChatList({ type, Search: search || undefined });
  const chats = chatsOf(list.data);
  const scroller = useRef<HTMLDivElement>(null);

  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < 160) loadMore();
  };
  // A first page that does not fill the list cannot be scrolled: the next one comes at once.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const el = scroller.current;
    if (el && el.scrollHeight <= el.clientHeight && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [chats.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  let body: ReactNode;
  if (list.isPending) body = <LoadingRows />;
  else if (list.isError)
    body = (
      <Result
        status="error"
        title="Chats could not be loaded"
        subTitle={errorText(list.error)}
        extra={
          <Button type="primary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      />
    );
  else if (chats.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noChats} style={{ marginTop: 48 }} />;
  else
    body = (
      <>
        <ul aria-label="Chats" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chats.map((c) => (
            <li key={c.id} style={{ borderBottom: `1px solid ${token.colorSplit}` }}>
              <ChatRow chat={c} selected={c.userName === selected} to={linkTo(c.userName)} />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <Flex justify="center" style={{ padding: 12 }}>
            {list.isFetchingNextPage ? (
              <Spin size="small" aria-label="Loading more chats" />
            ) : (
              <Button type="link" onClick={loadMore}>
                More chats
              </Button>
            )}
          </Flex>
        )}
      </>
    );

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <div style={{ padding: 12, borderBottom: `1px solid ${token.colorSplit}` }}>
        <Input
          type="search"
          value={text}
          allowClear
          aria-label="Search chats"
          placeholder="Search by number or company"
          prefix={<SearchOutlined aria-hidden />}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div
        ref={scroller}
        onScroll={onScroll}
        aria-busy={list.isFetching}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      >
        {body}
      </div>
    </Flex>
  );
}
