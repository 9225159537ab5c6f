import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RobotOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Tooltip, theme } from 'antd';
import { useEffect } from 'react';

export interface DescriptionEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  /** Opens the AI preview; its Add replaces the description. */
  onAi: () => void;
  /** AI writing is not set up: the button is off, with the reason and the text that explains it. */
  aiOff?: { reason: string; describedBy: string } | null;
}

/**
 * The Business Description rich field (spec 01 section 2): TipTap with bold, italic and lists, and the
 * AI button. The HTML is sanitised again by the server.
 */
export function DescriptionEditor({
  id,
  value = '',
  onChange,
  onBlur,
  status,
  onAi,
  aiOff,
  ...aria
}: DescriptionEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: false, underline: false })],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Business Description',
        ...Object.fromEntries(
          Object.entries(aria)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ),
        style: 'min-height: 160px; outline: none; padding: 8px 11px;',
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });

  // A value set from outside (the AI's Add, a reset) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const tool = (label: string, icon: React.ReactNode, on: boolean, run: () => void) => (
    <Tooltip title={label}>
      <Button
        type={on ? 'primary' : 'text'}
        size="small"
        aria-label={label}
        aria-pressed={on}
        icon={icon}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div
      style={{
        border: `1px solid ${status === 'error' ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '4px 6px', borderBottom: `1px solid ${token.colorSplit}` }}
        role="toolbar"
        aria-label="Formatting"
      >
        <Flex gap={2}>
          {tool('Bold', <BoldOutlined />, active?.bold ?? false, () =>
            editor?.chain().focus().toggleBold().run(),
          )}
          {tool('Italic', <ItalicOutlined />, active?.italic ?? false, () =>
            editor?.chain().focus().toggleItalic().run(),
          )}
          {tool('Bulleted list', <UnorderedListOutlined />, active?.bullet ?? false, () =>
            editor?.chain().focus().toggleBulletList().run(),
          )}
          {tool('Numbered list', <OrderedListOutlined />, active?.ordered ?? false, () =>
            editor?.chain().focus().toggleOrderedList().run(),
          )}
        </Flex>
        <Tooltip title={aiOff?.reason}>
          <Button
            size="small"
            icon={<RobotOutlined />}
            onClick={onAi}
            disabled={Boolean(aiOff)}
            aria-describedby={aiOff?.describedBy}
          >
            Write with AI
          </Button>
        </Tooltip>
      </Flex>
      <EditorContent editor={editor} className="description-editor" />
    </div>
  );
}
