import { PictureOutlined, RollbackOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import type { ChatMessage } from '../../../../shared/inbox/schemas';
import { FormattedText, TemplatePreview, useApprovedTemplates } from '../../whatsapp';
import { contactChoiceOf, interactivePartsOf, kindLabel, templatePartsOf } from '../messageParts';

const valuesOf = (list: string[]) => Object.fromEntries(list.map((v, i) => [i + 1, v]));

/** Text as WhatsApp formats it (*bold*, _italic_, ~strike~), lines kept. */
export function MessageText({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <FormattedText text={text} />
    </div>
  );
}

/** A picture kept on receipt, with its caption; a placeholder when it is not kept. */
function ImageContent({ message }: { message: ChatMessage }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={6}>
      {message.mediaUrl ? (
        <img
          src={message.mediaUrl}
          alt={message.message ? `Photo: ${message.message}` : 'Photo'}
          style={{ maxWidth: 260, width: '100%', borderRadius: 8, display: 'block' }}
        />
      ) : (
        <Flex
          role="img"
          aria-label="Photo"
          align="center"
          justify="center"
          gap={8}
          style={{
            width: 220,
            maxWidth: '100%',
            height: 120,
            borderRadius: 8,
            background: token.colorFillSecondary,
            color: token.colorTextSecondary,
          }}
        >
          <PictureOutlined aria-hidden style={{ fontSize: 28 }} />
        </Flex>
      )}
      <MessageText text={message.message} />
    </Flex>
  );
}

/**
 * A template we sent (spec 03 §3.7): previewed as the contact's phone shows it when the template is
 * one of the owner's approved ones, else its name with the message text or the values it was sent with.
 */
export function TemplateContent({ message }: { message: ChatMessage }) {
  const parts = templatePartsOf(message.businessResponseBody);
  const templates = useApprovedTemplates();
  const template = parts
    ? templates.data?.find((t) => t.name === parts.name && (!parts.language || t.language === parts.language))
    : undefined;
  if (parts && template)
    return (
      <TemplatePreview
        components={template.components}
        values={{ header: valuesOf(parts.header), body: valuesOf(parts.body) }}
      />
    );
  const values = parts ? [...parts.header, ...parts.body].filter(Boolean) : [];
  return (
    <Flex vertical gap={6} align="flex-start">
      <Tag variant="filled" color="processing" style={{ marginInlineEnd: 0 }}>
        Template{parts ? `: ${parts.name}` : ''}
      </Tag>
      {message.message ? (
        <MessageText text={message.message} />
      ) : (
        values.length > 0 && (
          <ol aria-label="Values" style={{ margin: 0, paddingInlineStart: 20 }}>
            {values.map((v, i) => (
              <li key={i}>{v}</li>
            ))}
          </ol>
        )
      )}
    </Flex>
  );
}

/** Buttons or list rows we offered (spec 03 §3.7 interactive), or the one the contact chose. */
function InteractiveContent({ message }: { message: ChatMessage }) {
  const { token } = theme.useToken();
  if (!message.isBusinessMessage) {
    const choice = contactChoiceOf(message.message, message.userResponseBody);
    return (
      <Flex vertical gap={2}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <RollbackOutlined aria-hidden /> Chose
        </Typography.Text>
        <Typography.Text strong>{choice ?? kindLabel(message.messageType)}</Typography.Text>
      </Flex>
    );
  }
  const parts = interactivePartsOf(message.businessResponseBody);
  if (!parts) return <MessageText text={message.message ?? kindLabel(message.messageType)} />;
  return (
    <Flex vertical gap={6}>
      <MessageText text={parts.body ?? message.message} />
      {parts.listButton && (
        <Typography.Text style={{ color: token.colorLink }}>
          <UnorderedListOutlined aria-hidden /> {parts.listButton}
        </Typography.Text>
      )}
      {parts.choices.length > 0 && (
        <ul aria-label="Buttons offered" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {parts.choices.map((c, i) => (
            <li
              key={i}
              style={{
                marginTop: 4,
                padding: '4px 10px',
                borderRadius: 8,
                textAlign: 'center',
                border: `1px solid ${token.colorBorder}`,
                background: token.colorBgContainer,
                color: token.colorLink,
              }}
            >
              {c}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/** A message's body by its kind (spec 03 §3.7); other kinds read "[sticker]" with any text they carry. */
export function MessageContent({ message }: { message: ChatMessage }) {
  switch (message.messageType) {
    case 'text':
      return <MessageText text={message.message} />;
    case 'image':
      return <ImageContent message={message} />;
    case 'template':
      return <TemplateContent message={message} />;
    case 'interactive':
    case 'button':
      return <InteractiveContent message={message} />;
    default:
      return (
        <Flex vertical gap={2}>
          <Typography.Text type="secondary" italic>
            {kindLabel(message.messageType)}
          </Typography.Text>
          <MessageText text={message.message} />
        </Flex>
      );
  }
}
