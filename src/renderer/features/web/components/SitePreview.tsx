import { DesktopOutlined, MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Segmented, Select, Skeleton, theme, Tooltip } from 'antd';
import { useId, useState } from 'react';
import { errorText } from '../../../components/feedback/errorText';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useElementWidth } from '../../../lib/useElementWidth';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { useWebsitePreview } from '../api';

/** The widths a site is drawn at: a desktop browser's and a phone's. */
export const PREVIEW_WIDTHS = { desktop: 1280, phone: 390 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;
const FRAME_HEIGHT = { desktop: 800, phone: 760 } as const;

const PAGE_NAMES: Record<string, string> = {
  home: 'Home',
  about: 'About',
  contact: 'Contact',
  products: 'Products',
  updates: 'Updates',
  '404': 'Page not found',
};

/** A page in the picker: the site's own pages by name, a product or an update by its title. */
export const pageLabel = (p: { name: string; path: string; title: string }) =>
  PAGE_NAMES[p.name] ?? (p.title || p.path);

/** How much a page drawn `width` wide shrinks to fit `room` (never grown past its size). */
export const previewScale = (room: number, width: number) => Math.min(1, room / width);

/**
 * The draft as visitors will see it (issue 24): the server's rendering of a page in a sandboxed
 * frame (`srcdoc`, `sandbox=""`: no script, no forms, no reaching the app), at a desktop or a phone
 * width, shrunk to fit; a picker of the site's pages.
 */
export function SitePreview({ websiteId, title = 'Preview' }: { websiteId: number; title?: string }) {
  const { token } = theme.useToken();
  // A phone sees the phone width first: a desktop page shrunk to a phone's width is unreadable.
  const mobile = useMediaQuery(MEDIA.mobile);
  const [chosen, setDevice] = useState<Device | null>(null);
  const device: Device = chosen ?? (mobile ? 'phone' : 'desktop');
  const [path, setPath] = useState('');
  const preview = useWebsitePreview(websiteId, path);
  const [measure, room] = useElementWidth(PREVIEW_WIDTHS.desktop);
  const pickerId = `preview-page-${useId().replace(/[^\w-]/g, '')}`;
  const width = PREVIEW_WIDTHS[device];
  const scale = previewScale(room, width);
  const height = FRAME_HEIGHT[device];
  const pages = preview.data?.pages ?? [];

  return (
    <Card
      title={title}
      styles={{ body: { padding: 12 } }}
      extra={
        <Tooltip title="Reload the preview">
          <Button
            type="text"
            icon={<ReloadOutlined />}
            aria-label="Reload the preview"
            loading={preview.isFetching}
            onClick={() => void preview.refetch()}
          />
        </Tooltip>
      }
    >
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Segmented<Device>
          aria-label="Preview width"
          value={device}
          onChange={setDevice}
          options={[
            { value: 'desktop', label: 'Desktop', icon: <DesktopOutlined /> },
            { value: 'phone', label: 'Phone', icon: <MobileOutlined /> },
          ]}
        />
        <label htmlFor={pickerId} style={visuallyHidden}>
          Page
        </label>
        <Select
          id={pickerId}
          value={path}
          onChange={setPath}
          style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 360 }}
          options={
            pages.length
              ? pages.map((p) => ({ value: p.path, label: pageLabel(p) }))
              : [{ value: '', label: 'Home' }]
          }
        />
      </Flex>
      <div ref={measure} style={{ width: '100%' }}>
        {preview.isError && !preview.data ? (
          <Result
            status="warning"
            title="The preview could not be drawn"
            subTitle={errorText(preview.error, 'Try again in a moment.')}
            extra={<Button onClick={() => void preview.refetch()}>Try again</Button>}
          />
        ) : !preview.data ? (
          <Skeleton.Node active style={{ width: room, height: 320 }} />
        ) : (
          <div
            style={{
              width: width * scale,
              height: height * scale,
              margin: '0 auto',
              overflow: 'hidden',
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: device === 'phone' ? 24 : token.borderRadius,
              background: '#fff',
            }}
          >
            <iframe
              title={`Website preview, ${device}`}
              sandbox=""
              srcDoc={preview.data.html}
              style={{
                width,
                height,
                border: 0,
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
                display: 'block',
              }}
            />
          </div>
        )}
      </div>
    </Card>
  );
}
