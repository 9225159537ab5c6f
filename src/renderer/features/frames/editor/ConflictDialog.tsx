import { Button, Col, Flex, Modal, Row, Typography } from 'antd';
import type { FrameLayoutElements } from '../../../../shared/frames/rules';
import { FRAME_MESSAGES, type Frame } from '../../../../shared/frames/schemas';
import type { FrameSvgBrand } from '../../../../shared/frames/svg';
import { FrameDrawing } from '../components/FrameDrawing';

export interface ConflictDialogProps {
  /** The layout stored on the server, newer than the one the save was based on. */
  theirs: Frame;
  /** The layout this computer tried to save. */
  mine: FrameLayoutElements;
  brand: FrameSvgBrand;
  fonts: Readonly<Record<number, string>>;
  busy: boolean;
  onKeepTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * A layout save refused because the frame was changed elsewhere since this editor loaded it (409;
 * issue 12, Offline): both versions side by side, and the user picks the one to keep.
 */
export function ConflictDialog({
  theirs,
  mine,
  brand,
  fonts,
  busy,
  onKeepTheirs,
  onKeepMine,
}: ConflictDialogProps) {
  const drawing = (elements: FrameLayoutElements, label: string) => (
    <FrameDrawing
      kind={theirs.kind}
      elements={elements}
      imageHref={theirs.frameImageURL}
      imageAspect={theirs.imageAspect}
      brand={brand}
      fonts={fonts}
      label={label}
    />
  );
  return (
    <Modal
      open
      title="This frame was changed elsewhere"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={720}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={onKeepTheirs} disabled={busy}>
            Keep the saved version
          </Button>
          <Button type="primary" onClick={onKeepMine} loading={busy}>
            Keep my version
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>{FRAME_MESSAGES.conflict}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Typography.Text strong>Saved version</Typography.Text>
          {drawing(theirs.elements, 'The version saved elsewhere')}
        </Col>
        <Col xs={24} sm={12}>
          <Typography.Text strong>My version</Typography.Text>
          {drawing(mine, 'My version')}
        </Col>
      </Row>
    </Modal>
  );
}
