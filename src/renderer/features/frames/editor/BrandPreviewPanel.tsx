import { Alert, Card, Empty, Select, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import type { FrameKind, FrameLayoutElements } from '../../../../shared/frames/rules';
import type { FrameBrand } from '../../../../shared/frames/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { useAssignedBrands, useFrameBrand } from '../api';
import { FrameDrawing } from '../components/FrameDrawing';
import type { EditorImage } from './editorState';

interface PreviewProps {
  kind: FrameKind;
  elements: FrameLayoutElements;
  image: EditorImage | null;
  fonts: Readonly<Record<number, string>>;
}

function Drawing({
  kind,
  elements,
  image,
  fonts,
  brand,
  label,
}: PreviewProps & { brand: FrameBrand; label: string }) {
  if (!image) return <Empty description="Upload a frame image to see it with a brand." />;
  // A side preview: no wider than a phone's post, even when the panel spans the page.
  return (
    <div style={{ maxWidth: 420 }}>
      <FrameDrawing
        kind={kind}
        elements={elements}
        imageHref={image.href}
        imageAspect={image.aspect}
        brand={brand}
        fonts={fonts}
        label={label}
      />
    </div>
  );
}

const brandName = (b: FrameBrand) => b.companyName?.trim() || b.name;

/**
 * The admin editor's side preview (spec 01 section 2): the frame as it is being edited, drawn with
 * the brand of each user it is assigned to (GetUsersBrandInformations), one chosen at a time.
 */
function AssignedUsersPreview({ frameId, ...props }: PreviewProps & { frameId: number | null }) {
  const selectId = useId();
  const brands = useAssignedBrands(frameId);
  const [chosen, setChosen] = useState<number | null>(null);
  let body;
  if (frameId === null) {
    body = (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Save the frame and assign it to users to preview it with their brand.
      </Typography.Paragraph>
    );
  } else if (brands.isError) {
    body = <Alert type="error" showIcon title={errorText(brands.error, 'The brands could not be loaded.')} />;
  } else if (!brands.data) {
    body = <Skeleton.Image active style={{ width: '100%', height: 200 }} />;
  } else if (brands.data.length === 0) {
    body = (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        The frame is not assigned to any user yet. Assign it to see it with their brand.
      </Typography.Paragraph>
    );
  } else {
    const brand = brands.data.find((b) => b.userId === chosen) ?? brands.data[0];
    body = (
      <>
        <label htmlFor={selectId} style={{ display: 'block', marginBottom: 4 }}>
          Preview with
        </label>
        <Select
          id={selectId}
          value={brand.userId}
          onChange={setChosen}
          options={brands.data.map((b) => ({ value: b.userId, label: brandName(b) }))}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%', marginBottom: 12 }}
        />
        <Drawing {...props} brand={brand} label={`The frame with ${brandName(brand)}'s brand`} />
      </>
    );
  }
  return (
    <Card size="small" title="Preview with users' brands">
      {body}
    </Card>
  );
}

/** A User's side preview: the frame with their own brand, as the server will draw it. */
function OwnBrandPreview(props: PreviewProps) {
  const { brand, isPending, error } = useFrameBrand();
  let body;
  if (error)
    body = <Alert type="error" showIcon title={errorText(error, 'Your brand could not be loaded.')} />;
  else if (isPending || !brand) body = <Skeleton.Image active style={{ width: '100%', height: 200 }} />;
  else body = <Drawing {...props} brand={brand} label="The frame with your brand" />;
  return (
    <Card size="small" title="Preview with your brand">
      {body}
    </Card>
  );
}

export function BrandPreviewPanel({
  admin,
  frameId,
  ...props
}: PreviewProps & { admin: boolean; frameId: number | null }) {
  return admin ? <AssignedUsersPreview frameId={frameId} {...props} /> : <OwnBrandPreview {...props} />;
}
