import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Col, Radio, Row, Tag, theme, Typography } from 'antd';
import type { WebTemplateChoice } from '../../../../shared/web-templates/schemas';

export interface TemplateGalleryProps {
  choices: readonly WebTemplateChoice[];
  value: number | null;
  onChange: (id: number) => void;
  disabled?: boolean;
  /** Names the group: "Website design". */
  label?: string;
}

/**
 * The web templates to build on (issue 24: the default first, as the server sends them), as cover
 * cards. One radio group: Tab reaches it, the arrow keys move the choice, a click on a card picks it.
 */
export function TemplateGallery({
  choices,
  value,
  onChange,
  disabled,
  label = 'Website design',
}: TemplateGalleryProps) {
  const { token } = theme.useToken();
  return (
    <Radio.Group
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as number)}
      style={{ display: 'block', width: '100%' }}
    >
      <Row gutter={[16, 16]}>
        {choices.map((t) => {
          const chosen = t.id === value;
          return (
            <Col key={t.id} xs={24} sm={12} xl={8}>
              <Card
                hoverable={!disabled}
                size="small"
                onClick={() => !disabled && onChange(t.id)}
                style={{
                  borderColor: chosen ? token.colorPrimary : undefined,
                  boxShadow: chosen ? `0 0 0 1px ${token.colorPrimary}` : undefined,
                  cursor: disabled ? 'default' : 'pointer',
                }}
                cover={
                  <div style={{ position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden' }}>
                    <img
                      src={t.coverImageURL}
                      alt=""
                      loading="lazy"
                      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                    {chosen && (
                      <CheckCircleFilled
                        aria-hidden
                        style={{
                          position: 'absolute',
                          top: 8,
                          right: 8,
                          fontSize: 22,
                          color: token.colorPrimary,
                          background: token.colorBgContainer,
                          borderRadius: '50%',
                        }}
                      />
                    )}
                  </div>
                }
              >
                <Radio value={t.id}>
                  <Typography.Text strong>{t.templateName}</Typography.Text>
                </Radio>
                {t.isDefault && (
                  <Tag color="blue" style={{ marginInlineStart: 4 }}>
                    Default
                  </Tag>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </Radio.Group>
  );
}
