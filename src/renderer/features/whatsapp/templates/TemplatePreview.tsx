import {
  CopyOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  FileTextOutlined,
  FormOutlined,
  PhoneOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  RollbackOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Modal, theme, Typography } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { VariableValues } from '../../../../shared/whatsapp/format';
import {
  bodyOf,
  buttonsOf,
  footerOf,
  headerOf,
  PREVIEW_BUTTONS,
  type ButtonType,
  type TemplateButton,
  type TemplateComponent,
} from '../../../../shared/whatsapp/templates';
import { FormattedText } from './FormattedText';

export interface TemplatePreviewProps {
  components: TemplateComponent[];
  /**
   * What the variables show, by section and n (the campaign form: a static value or a field's
   * label). A section left out shows the template's examples.
   */
  values?: { header?: VariableValues; body?: VariableValues };
  /** The header's picture to show (an image chosen for a campaign), else a placeholder of its kind. */
  mediaUrl?: string | null;
}

const BUTTON_ICONS: Record<ButtonType, ReactNode> = {
  QUICK_REPLY: <RollbackOutlined aria-hidden />,
  URL: <ExportOutlined aria-hidden />,
  PHONE_NUMBER: <PhoneOutlined aria-hidden />,
  FLOW: <FormOutlined aria-hidden />,
  COPY_CODE: <CopyOutlined aria-hidden />,
};

const MEDIA: Record<string, { icon: ReactNode; label: string }> = {
  IMAGE: { icon: <PictureOutlined aria-hidden />, label: 'Image' },
  VIDEO: { icon: <PlayCircleOutlined aria-hidden />, label: 'Video' },
  DOCUMENT: { icon: <FileTextOutlined aria-hidden />, label: 'Document' },
  LOCATION: { icon: <EnvironmentOutlined aria-hidden />, label: 'Location' },
};

/** {{n}} → example, from `examples[n - 1]`. */
const examplesOf = (examples: readonly string[] | undefined): VariableValues =>
  Object.fromEntries((examples ?? []).map((e, i) => [i + 1, e]));

function ButtonRow({ button, style }: { button: TemplateButton; style: CSSProperties }) {
  return (
    <li style={style}>
      {BUTTON_ICONS[button.type]} <span>{button.text || ' '}</span>
    </li>
  );
}

/**
 * A template as the customer's phone shows it (spec 03 §2.6, §9): the header's text or a media
 * placeholder, the body and footer formatted by WhatsApp's rules with {{n}} filled, at most three
 * buttons and then See all options, which opens the whole list.
 */
export function TemplatePreview({ components, values, mediaUrl }: TemplatePreviewProps) {
  const { token } = theme.useToken();
  const [allOpen, setAllOpen] = useState(false);
  const header = headerOf(components);
  const body = bodyOf(components);
  const footer = footerOf(components);
  const buttons = buttonsOf(components);
  const shown = buttons.slice(0, PREVIEW_BUTTONS);

  const bubble: CSSProperties = {
    background: token.colorBgElevated,
    borderRadius: 10,
    boxShadow: token.boxShadowTertiary,
    overflow: 'hidden',
  };
  const buttonStyle: CSSProperties = {
    ...bubble,
    listStyle: 'none',
    marginTop: 4,
    padding: '8px 12px',
    textAlign: 'center',
    color: token.colorLink,
    fontWeight: 500,
  };
  const media = header && header.format !== 'TEXT' ? MEDIA[header.format] : null;

  return (
    <section
      aria-label="Template preview"
      style={{ background: token.colorFillTertiary, borderRadius: 16, padding: 16, maxWidth: 360 }}
    >
      <div style={bubble}>
        {media &&
          (mediaUrl && header?.format === 'IMAGE' ? (
            <img src={mediaUrl} alt="Header image" style={{ width: '100%', display: 'block' }} />
          ) : (
            <div
              role="img"
              aria-label={`${media.label} header`}
              style={{
                height: 140,
                margin: 4,
                borderRadius: 8,
                background: token.colorFillSecondary,
                display: 'grid',
                placeItems: 'center',
                fontSize: 40,
                color: token.colorTextSecondary,
              }}
            >
              {media.icon}
            </div>
          ))}
        <div style={{ padding: '8px 12px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {header?.format === 'TEXT' && header.text && (
            <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
              <FormattedText
                text={header.text}
                values={values?.header ?? examplesOf(header.example?.header_text)}
              />
            </Typography.Text>
          )}
          <Typography.Text style={{ display: 'block' }}>
            {body?.text ? (
              <FormattedText
                text={body.text}
                values={values?.body ?? examplesOf(body.example?.body_text?.[0])}
              />
            ) : (
              <Typography.Text type="secondary">The message body shows here.</Typography.Text>
            )}
          </Typography.Text>
          {footer?.text && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
              {footer.text}
            </Typography.Text>
          )}
        </div>
      </div>
      {buttons.length > 0 && (
        <ul aria-label="Buttons" style={{ margin: 0, padding: 0 }}>
          {shown.map((b, i) => (
            <ButtonRow key={i} button={b} style={buttonStyle} />
          ))}
        </ul>
      )}
      {buttons.length > PREVIEW_BUTTONS && (
        <Button
          block
          icon={<UnorderedListOutlined aria-hidden />}
          onClick={() => setAllOpen(true)}
          style={{ marginTop: 4, borderRadius: 10 }}
        >
          See all options
        </Button>
      )}
      <Modal title="All options" open={allOpen} onCancel={() => setAllOpen(false)} footer={null} width={360}>
        <ul aria-label="All buttons" style={{ margin: 0, padding: 0 }}>
          {buttons.map((b, i) => (
            <ButtonRow
              key={i}
              button={b}
              style={{ ...buttonStyle, boxShadow: 'none', border: `1px solid ${token.colorBorderSecondary}` }}
            />
          ))}
        </ul>
      </Modal>
    </section>
  );
}
