import { Alert, Skeleton, Typography } from 'antd';
import type { TemplateState } from '../useTemplateMedia';
import { MediaPicker, type PickedMedia } from './MediaPicker';

/** The post's Media section: the picker, or a placeholder while a Post home template is drawn. */
export function PostMediaSection({
  templateState,
  value,
  onChange,
  error,
}: {
  templateState: TemplateState;
  value: PickedMedia[];
  onChange: (next: PickedMedia[]) => void;
  error?: string;
}) {
  return (
    <section aria-label="Media">
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        Media
      </Typography.Text>
      {templateState === 'loading' ? (
        <Skeleton.Node active style={{ width: 112, height: 112 }} />
      ) : (
        <>
          {templateState === 'failed' && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              title="The template could not be added. Add an image yourself, or try again from Home."
            />
          )}
          <MediaPicker value={value} onChange={onChange} error={error} />
        </>
      )}
    </section>
  );
}
