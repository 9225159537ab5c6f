import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Input, Radio, Row } from 'antd';
import { useId, useReducer, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  NFC_IMAGE_FIT_LABELS,
  NFC_IMAGE_FITS,
  type FrameKind,
  type NfcImageFit,
} from '../../../../shared/frames/rules';
import type { Frame } from '../../../../shared/frames/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { FormError } from '../../../components/form/FormError';
import { PageHeading } from '../../../lib/PageHeading';
import { useActiveFonts } from '../../catalog';
import { useFrameBrand } from '../api';
import { useFontFamilies } from '../components/frameFonts';
import { SAMPLE_BRAND } from '../components/sampleBrand';
import { frameListPath } from '../paths';
import { BrandPreviewPanel } from './BrandPreviewPanel';
import { ConflictDialog } from './ConflictDialog';
import { canvasOfState, editorReducer, editorStateOf, newEditorState } from './editorState';
import { ElementAccordion } from './ElementAccordion';
import { FrameAssignment } from './FrameAssignment';
import { FrameImageInput } from './FrameImageInput';
import { FramePreview } from './FramePreview';
import { PENDING_TEXT, useFrameSave } from './useFrameSave';

export interface FrameEditorProps {
  kind: FrameKind;
  /** The stored frame; none for a new one. */
  frame?: Frame;
  /** An Admin's editor (the path contains admin): assignment and the users' brand previews. */
  admin: boolean;
}

const fieldLabel = { display: 'block', marginBottom: 6, fontWeight: 500 } as const;

/**
 * The frame layout editor, standard and NFC (spec 01 sections 2, 4, 5 and 8): the image, an NFC
 * frame's name, the accordion of elements, the draggable preview, the brand preview and, for an
 * Admin, the assignment; Cancel and Save Frame.
 */
export function FrameEditor({ kind, frame, admin }: FrameEditorProps) {
  const navigate = useNavigate();
  const nameId = useId();
  const imageId = useId();
  const fitId = useId();
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    frame ? editorStateOf(frame) : newEditorState(kind),
  );
  const listPath = frameListPath(kind, admin);
  const saver = useFrameSave({ kind, frame, admin, state, dispatch, listPath });
  const { saving, conflict } = saver;

  const families = useFontFamilies(useActiveFonts().data);
  // A User's elements show their own brand (spec 01 section 2); an Admin's show what each stands for.
  const own = useFrameBrand(undefined, { enabled: !admin });
  const previewBrand = admin ? SAMPLE_BRAND : (own.brand ?? null);
  const canvas = canvasOfState(state);
  const title = `${frame ? 'Edit' : 'Create'} ${kind === 'nfc' ? 'NFC Frame' : 'Frame'}`;

  const cancel = async () => {
    if (
      state.dirty &&
      !(await confirmAction({
        title: 'Leave without saving?',
        content: 'The changes made to this frame will be lost.',
        okText: 'Leave',
      }))
    )
      return;
    navigate(listPath);
  };

  return (
    <>
      <PageHeading
        title={title}
        subtitle="Drag the elements on the frame, or focus one and use the arrow keys (Shift for bigger steps)."
      />
      {saver.pendingCount > 0 && (
        <Alert
          type="warning"
          showIcon
          icon={<ClockCircleOutlined />}
          title={PENDING_TEXT}
          role="status"
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xxl={7}>
          <Card>
            <FormError message={saver.error} />
            <Flex vertical gap={16}>
              <Labelled htmlFor={imageId} label="Frame Image">
                <FrameImageInput
                  id={imageId}
                  hasImage={state.image !== null}
                  chosenName={state.image?.chosen?.fileName}
                  onChange={(image) => {
                    dispatch({ type: 'setImage', image });
                    saver.clearError();
                  }}
                  disabled={saving}
                />
              </Labelled>
              {kind === 'nfc' && (
                <Labelled htmlFor={nameId} label="Frame Name">
                  <Input
                    id={nameId}
                    value={state.name}
                    count={{ max: 100 }}
                    disabled={saving}
                    onChange={(e) => dispatch({ type: 'setName', name: e.target.value })}
                    onBlur={(e) => dispatch({ type: 'setName', name: e.target.value.trim() })}
                  />
                </Labelled>
              )}
              {kind === 'nfc' && (
                <div role="radiogroup" aria-labelledby={fitId}>
                  <div id={fitId} style={fieldLabel}>
                    Image on the card
                  </div>
                  {/* Issue 23: an image that is not card-shaped is never stretched. */}
                  <Radio.Group
                    value={state.imageFit}
                    disabled={saving}
                    onChange={(e) =>
                      dispatch({ type: 'setImageFit', imageFit: e.target.value as NfcImageFit })
                    }
                    options={NFC_IMAGE_FITS.map((fit) => ({ value: fit, label: NFC_IMAGE_FIT_LABELS[fit] }))}
                  />
                </div>
              )}
              <ElementAccordion state={state} dispatch={dispatch} canvas={canvas} disabled={saving} />
              {admin && (
                <FrameAssignment
                  assignment={state.assignment}
                  onChange={(assignment) => dispatch({ type: 'setAssignment', assignment })}
                  disabled={saving}
                />
              )}
              <Flex gap={8}>
                <Button type="primary" loading={saving} onClick={() => void saver.save()}>
                  Save Frame
                </Button>
                <Button onClick={() => void cancel()} disabled={saving}>
                  Cancel
                </Button>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={15} xxl={11}>
          <Card title="Preview">
            <FramePreview
              kind={kind}
              image={state.image}
              imageFit={state.imageFit}
              elements={state.elements}
              brand={previewBrand}
              families={families}
              selected={state.expanded}
              onMove={(key, element) => dispatch({ type: 'move', key, element })}
              onSelect={(key) => dispatch({ type: 'expand', key })}
            />
          </Card>
        </Col>
        <Col xs={24} xxl={6}>
          <BrandPreviewPanel
            admin={admin}
            frameId={saver.frameId}
            kind={kind}
            elements={state.elements}
            image={state.image}
            fonts={families}
          />
        </Col>
      </Row>
      {conflict && (
        <ConflictDialog
          theirs={conflict.theirs}
          mine={conflict.mine.elements}
          brand={previewBrand ?? SAMPLE_BRAND}
          fonts={families}
          busy={saver.resolving}
          onKeepTheirs={() => void saver.keepTheirs(conflict)}
          onKeepMine={() => void saver.keepMine(conflict)}
        />
      )}
    </>
  );
}

/** A field with its label above it, as the editor's other fields show theirs. */
function Labelled({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} style={fieldLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}
