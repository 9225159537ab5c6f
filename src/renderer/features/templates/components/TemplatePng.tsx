import { PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { errorText } from '../../../components/feedback/errorText';
import { usePngUrl } from '../api';

export interface TemplatePngProps {
  /** The drawing's bytes once loaded. */
  bytes: Uint8Array | undefined;
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  alt: string;
  /** The design's width ÷ height, so the space is kept while it loads. */
  aspectRatio: number;
  style?: CSSProperties;
}

/** A drawn template (PNG from the server) with its loading and error states. */
export function TemplatePng({ bytes, loading, error, onRetry, alt, aspectRatio, style }: TemplatePngProps) {
  const { token } = theme.useToken();
  const url = usePngUrl(bytes);
  const box: CSSProperties = {
    width: '100%',
    aspectRatio,
    borderRadius: token.borderRadiusLG,
    background: token.colorFillQuaternary,
    overflow: 'hidden',
    ...style,
  };
  if (url) return <img src={url} alt={alt} style={{ ...box, display: 'block', objectFit: 'contain' }} />;
  if (loading)
    return (
      <div style={box} role="status" aria-busy="true" aria-label={`Drawing ${alt}`}>
        <Skeleton.Node active style={{ width: '100%', height: '100%' }}>
          <PictureOutlined aria-hidden style={{ fontSize: 32, color: token.colorTextQuaternary }} />
        </Skeleton.Node>
      </div>
    );
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ ...box, padding: 12 }} role="alert">
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {error ? errorText(error, 'The design could not be drawn.') : 'No preview yet'}
      </Typography.Text>
      {error && onRetry ? (
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Flex>
  );
}
