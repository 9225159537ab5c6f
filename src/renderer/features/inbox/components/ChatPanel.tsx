import { MessageOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Result, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../../shared/http/client';
import { INBOX_MESSAGES as M, windowIsOpen } from '../../../../shared/inbox/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { toastError } from '../../../components/feedback/toast';
import { rendererClock } from '../../../lib/businessClock';
import { RenewalPanel } from '../../billing';
import { ContactFormModal } from '../../whatsapp';
import { refreshChatRows, useChat, useChatMessages, useRetryReply } from '../api';
import { messagesOf } from '../cache/chatMessages';
import { chatName } from '../chatDisplay';
import { contactNumberOf } from '../contactPrefill';
import { newestIdOf, unmatchedReplies } from '../replies/pendingReplies';
import { useReplies } from '../replies/useReplies';
import { useMarkRead } from '../useMarkRead';
import { useIsAdmin } from '../useRole';
import { ChatHeader } from './ChatHeader';
import { MessageList } from './MessageList';
import { ReplyBox } from './ReplyBox';

/** The panel before a chat is chosen. */
export function NoChatSelected() {
  return (
    <Flex align="center" justify="center" style={{ height: '100%' }}>
      <Empty
        image={<MessageOutlined aria-hidden style={{ fontSize: 56, opacity: 0.35 }} />}
        description="Select a chat"
      />
    </Flex>
  );
}

/** The open chat (spec 03 §3.7, §4): header, the messages, the reply box while the window is open. */
export function ChatPanel({
  phone,
  renewal,
  onBack,
}: {
  phone: string;
  renewal?: boolean;
  onBack?: () => void;
}) {
  const client = useQueryClient();
  const isAdmin = useIsAdmin();
  const chat = useChat(phone);
  const pages = useChatMessages(phone);
  const messages = messagesOf(pages.data);
  const replies = useReplies(phone, newestIdOf(messages));
  const retry = useRetryReply();
  const [adding, setAdding] = useState(false);
  useMarkRead(chat.data);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (chat.isPending)
    return (
      <div role="status" aria-label="Loading the chat" style={{ padding: 24 }}>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  if (chat.isError)
    return (
      <Result
        status={chat.error instanceof ApiError && chat.error.status === 404 ? 'warning' : 'error'}
        title={
          chat.error instanceof ApiError && chat.error.status === 404
            ? M.chatNotFound
            : 'The chat could not be loaded'
        }
        subTitle={
          chat.error instanceof ApiError && chat.error.status === 404 ? undefined : errorText(chat.error)
        }
        extra={
          onBack ? (
            <Button onClick={onBack}>Back to chats</Button>
          ) : (
            <Button onClick={() => void chat.refetch()}>Try again</Button>
          )
        }
      />
    );

  const c = chat.data;
  const canReply = windowIsOpen(c.lastUserMessageDate, rendererClock.now());
  const pending = unmatchedReplies(replies.pending, messages);
  const prefill = { firstName: c.profileName ?? '', ...contactNumberOf(c.userName) };

  return (
    <Flex
      vertical
      style={{ height: '100%', minHeight: 0 }}
      aria-label={`Chat with ${chatName(c)}`}
      role="region"
    >
      <ChatHeader
        chat={c}
        knownLabel={isAdmin ? 'Registered user' : 'Contact'}
        onBack={onBack}
        onAddContact={!isAdmin && !c.known ? () => setAdding(true) : undefined}
      />
      {renewal && (
        <div style={{ padding: '12px 16px 0' }}>
          <RenewalPanel phone={phone} />
        </div>
      )}
      {pages.isPending ? (
        <div role="status" aria-label="Loading messages" style={{ flex: 1, padding: 24 }}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : pages.isError ? (
        <Result
          status="error"
          title="Messages could not be loaded"
          subTitle={errorText(pages.error)}
          extra={<Button onClick={() => void pages.refetch()}>Try again</Button>}
          style={{ flex: 1 }}
        />
      ) : (
        <MessageList
          messages={messages}
          pending={pending}
          hasOlder={hasNextPage}
          loadingOlder={isFetchingNextPage}
          loadOlder={loadOlder}
          canRetry={canReply}
          onRetry={(id) =>
            retry.mutate({ params: { phone, id } }, { onError: (err) => toastError(err, M.sendFailed) })
          }
          retryingId={retry.isPending && retry.variables ? Number(retry.variables.params.id) : null}
          onRetryPending={replies.retry}
          sentCount={replies.sentCount}
        />
      )}
      <ReplyBox lastUserMessageDate={c.lastUserMessageDate} onSend={replies.send} />
      {!isAdmin && (
        <ContactFormModal
          target={adding ? 'new' : null}
          prefill={prefill}
          onClose={() => setAdding(false)}
          onSaved={() => void refreshChatRows(client)}
        />
      )}
    </Flex>
  );
}
