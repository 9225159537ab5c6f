import { ClockCircleOutlined, TeamOutlined, TagsOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Collapse, Flex, Input, Row, Space, Typography } from 'antd';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  elementKeysOf,
  elementLabel,
  type FrameElement,
  type FrameKind,
} from '../../../../shared/frames/rules';
import {
  FRAME_MESSAGES,
  frameSchema,
  type Frame,
  type FrameLayoutSave,
  type NfcFrameLayoutSave,
} from '../../../../shared/frames/schemas';
import { ApiError } from '../../../../shared/http/client';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastInfo, toastSuccess } from '../../../components/feedback/toast';
import { FormError } from '../../../components/form/FormError';
import { notifyLimitExceeded } from '../../../lib/limitExceeded';
import { PageHeading } from '../../../lib/PageHeading';
import { useActiveFonts, useActiveNfcFonts } from '../../catalog';
import { AssignCategoriesDialog, AssignUsersDialog } from '../../templates';
import { fetchFrame, useFrameBrand, useFrameSaveCalls, useInvalidateFrames } from '../api';
import { useFontFamilies } from '../components/frameFonts';
import { SAMPLE_BRAND } from '../components/sampleBrand';
import { frameListPath } from '../paths';
import { BrandPreviewPanel } from './BrandPreviewPanel';
import { ConflictDialog } from './ConflictDialog';
import { canvasOfState, editorReducer, editorStateOf, newEditorState, type EditorState } from './editorState';
import { ElementPanel } from './ElementPanel';
import { FrameImageInput } from './FrameImageInput';
import { FramePreview } from './FramePreview';
import { frameSaveErrorText } from './saveErrors';
import { planFrameSave, runFrameSave } from './savePlan';
import { useQueuedLayouts } from './useQueuedLayouts';

/** Issue 12, Offline: a layout save the desktop keeps until the server is back. */
export const PENDING_TEXT = 'Saved on this computer; it will be sent when the server is back.';

export interface FrameEditorProps {
  kind: FrameKind;
  /** The stored frame; none for a new one. */
  frame?: Frame;
  /** An Admin's editor (the path contains admin): assignment and the users' brand previews. */
  admin: boolean;
}

interface Conflict {
  theirs: Frame;
  mine: Record<string, FrameElement>;
  /** Set when the refused save was a queued one the outbox holds. */
  outboxId?: number;
}

const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;

/**
 * The frame layout editor, standard and NFC (spec 01 sections 2, 4, 5 and 8): the image, an NFC
 * frame's name, the accordion of elements, the draggable preview, the brand preview and, for an
 * Admin, the assignment; Cancel and Save Frame.
 */
export function FrameEditor({ kind, frame, admin }: FrameEditorProps) {
  const navigate = useNavigate();
  const nameId = useId();
  const imageId = useId();
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    frame ? editorStateOf(frame) : newEditorState(kind),
  );
  const [frameId, setFrameId] = useState<number | null>(frame?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [resolving, setResolving] = useState(false);
  const [assigning, setAssigning] = useState<'users' | 'categories' | null>(null);

  const calls = useFrameSaveCalls();
  const invalidate = useInvalidateFrames();
  const allFonts = useActiveFonts();
  const nfcFonts = useActiveNfcFonts();
  const pickerFonts = kind === 'nfc' ? nfcFonts : allFonts;
  const families = useFontFamilies(allFonts.data);
  // A User's elements show their own brand (spec 01 section 2); an Admin's show what each stands for.
  const own = useFrameBrand(undefined, { enabled: !admin });
  const previewBrand = admin ? SAMPLE_BRAND : (own.brand ?? null);
  const queue = useQueuedLayouts(kind, frameId, frame?.version);

  const canvas = canvasOfState(state);
  const listPath = frameListPath(kind, admin);
  const title = `${frame ? 'Edit' : 'Create'} ${kind === 'nfc' ? 'NFC Frame' : 'Frame'}`;

  const saveLayout = async (id: number, version: number, elements: Record<string, FrameElement>) => {
    const body = { frameId: id, version, elements };
    const answer =
      kind === 'nfc'
        ? await calls.saveNfcLayout.mutateAsync({ body: body as unknown as NfcFrameLayoutSave })
        : await calls.saveLayout.mutateAsync({ body: body as unknown as FrameLayoutSave });
    return { frame: answer.data as Frame, queued: answer.queued };
  };

  const showFailure = (step: Parameters<typeof frameSaveErrorText>[0], err: unknown) => {
    if (err instanceof ApiError && err.status === 402) {
      notifyLimitExceeded();
      return;
    }
    if (err instanceof ApiError && err.status === 401) return; // The transport ends the session.
    const text = frameSaveErrorText(step, err);
    setError(text);
    toastError(text);
  };

  /** The stored version comes with the 409 (`error.current`); else it is fetched. */
  const openConflict = async (
    id: number,
    mine: Record<string, FrameElement>,
    outboxId?: number,
    refusal?: unknown,
  ) => {
    const current = refusal instanceof ApiError ? frameSchema.safeParse(refusal.current) : null;
    try {
      const theirs = current?.success && current.data.id === id ? current.data : await fetchFrame(kind, id);
      setConflict({ theirs, mine, outboxId });
    } catch (err) {
      showFailure('saveLayout', err);
    }
  };

  const finishSaved = async (message: string) => {
    toastSuccess(message);
    await invalidate();
    navigate(listPath);
  };

  const save = async () => {
    setError(null);
    const plan = planFrameSave({
      kind,
      frameId,
      hasImage: state.image !== null,
      newImage: Boolean(state.image?.chosen),
      name: state.name,
      savedName: state.savedName,
      isAdmin: admin,
      assignmentChanged: state.assignmentChanged,
    });
    if (!plan.ok) {
      setError(plan.message);
      toastError(plan.message);
      return;
    }
    const snapshot: EditorState = state;
    setSaving(true);
    try {
      const outcome = await runFrameSave<Frame>(plan, frameId, {
        uploadImage: async (id) => {
          const image = snapshot.image?.chosen;
          const target = id === null ? {} : { id };
          const answer =
            kind === 'nfc'
              ? await calls.uploadNfcImage.mutateAsync({
                  body: { ...target, ...image, frameName: snapshot.name.trim() },
                })
              : await calls.uploadImage.mutateAsync({ body: { ...target, ...image } });
          return answer.data;
        },
        saveLayout: (id) => saveLayout(id, snapshot.version, snapshot.elements),
        assign: async (id) => {
          await calls.assign.mutateAsync({ body: { frameId: id, ...snapshot.assignment } });
        },
        isConflict,
      });
      switch (outcome.status) {
        case 'saved':
          await finishSaved(outcome.message);
          return;
        case 'queued':
          queue.track({
            outboxId: outcome.outboxId,
            kind,
            frameId: outcome.frameId,
            elements: snapshot.elements as never,
            version: snapshot.version,
            queuedAt: new Date().toISOString(),
          });
          dispatch({ type: 'queued' });
          toastInfo(PENDING_TEXT);
          return;
        case 'conflict':
          await openConflict(outcome.frameId, snapshot.elements, undefined, outcome.error);
          return;
        case 'failed':
          // What reached the server stays there: trying again does not upload the image twice.
          if (outcome.frameId !== null && frameId === null) setFrameId(outcome.frameId);
          if (outcome.frameId !== null && outcome.step !== 'uploadImage') dispatch({ type: 'imageStored' });
          if (outcome.frame) dispatch({ type: 'saved', frame: outcome.frame });
          // The layout is stored but the assignment is not: Save Frame sends it again.
          if (outcome.step === 'assign') dispatch({ type: 'setAssignment', assignment: snapshot.assignment });
          showFailure(outcome.step, outcome.error);
          void invalidate();
      }
    } finally {
      setSaving(false);
    }
  };

  const keepMine = async (c: Conflict) => {
    setResolving(true);
    try {
      const saved = await saveLayout(c.theirs.id, c.theirs.version, c.mine);
      if (c.outboxId !== undefined) await queue.resolve(c.outboxId);
      setConflict(null);
      if (saved.queued) {
        toastInfo(PENDING_TEXT);
        return;
      }
      dispatch({ type: 'saved', frame: saved.frame });
      if (c.outboxId !== undefined) {
        toastSuccess(FRAME_MESSAGES.updated);
        void invalidate();
      } else await finishSaved(FRAME_MESSAGES.updated);
    } catch (err) {
      if (isConflict(err)) await openConflict(c.theirs.id, c.mine, c.outboxId, err);
      else showFailure('saveLayout', err);
    } finally {
      setResolving(false);
    }
  };

  const keepTheirs = async (c: Conflict) => {
    if (c.outboxId !== undefined) await queue.resolve(c.outboxId);
    dispatch({ type: 'load', frame: c.theirs });
    setConflict(null);
    void invalidate();
  };

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

  // A save this computer queued and the server later refused: ask which version to keep.
  const queuedConflict = queue.conflicts[0];
  const shownOutboxId = conflict?.outboxId;
  useEffect(() => {
    if (!queuedConflict || frameId === null || shownOutboxId === queuedConflict.outboxId) return;
    void openConflict(frameId, queuedConflict.elements as never, queuedConflict.outboxId);
    // Once per refused save; openConflict is recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queuedConflict?.outboxId, frameId]);

  // The queued saves arrived: the frame is updated on the server after all.
  const waiting = queue.pending.length;
  const refusedCount = queue.conflicts.length;
  const wasWaiting = useRef(0);
  useEffect(() => {
    if (wasWaiting.current > 0 && waiting === 0 && refusedCount === 0) {
      toastSuccess(FRAME_MESSAGES.updated);
      void invalidate();
    }
    wasWaiting.current = waiting;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, refusedCount]);

  const assignment = state.assignment;
  const panels = elementKeysOf(kind).map((key) => {
    const label = elementLabel(kind, key);
    const el = state.elements[key];
    return {
      key,
      label: (
        <Flex justify="space-between" gap={8}>
          <span>{label}</span>
          {!el.isDisplay && <Typography.Text type="secondary">Hidden</Typography.Text>}
        </Flex>
      ),
      children: (
        <ElementPanel
          kind={kind}
          elementKey={key}
          label={label}
          element={el}
          canvas={canvas}
          fonts={pickerFonts.data}
          fontsLoading={pickerFonts.isPending}
          onChange={(patch) => dispatch({ type: 'setElement', key, patch })}
          onAlign={(preference) => dispatch({ type: 'align', key, preference })}
          disabled={saving}
        />
      ),
    };
  });

  return (
    <>
      <PageHeading
        title={title}
        subtitle="Drag the elements on the frame, or focus one and use the arrow keys (Shift for bigger steps)."
      />
      {queue.pending.length > 0 && (
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
            <FormError message={error} />
            <Flex vertical gap={16}>
              <div>
                <label htmlFor={imageId} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
                  Frame Image
                </label>
                <FrameImageInput
                  id={imageId}
                  hasImage={state.image !== null}
                  chosenName={state.image?.chosen?.fileName}
                  onChange={(image) => {
                    dispatch({ type: 'setImage', image });
                    setError(null);
                  }}
                  disabled={saving}
                />
              </div>
              {kind === 'nfc' && (
                <div>
                  <label htmlFor={nameId} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
                    Frame Name
                  </label>
                  <Input
                    id={nameId}
                    value={state.name}
                    maxLength={100}
                    disabled={saving}
                    onChange={(e) => dispatch({ type: 'setName', name: e.target.value })}
                    onBlur={(e) => dispatch({ type: 'setName', name: e.target.value.trim() })}
                  />
                </div>
              )}
              {/* One panel open at a time, kept here rather than by `accordion`, whose tablist
                  roles axe refuses (a tablist may not hold its tabpanels). */}
              <Collapse
                activeKey={state.expanded ? [state.expanded] : []}
                onChange={(keys) =>
                  dispatch({ type: 'expand', key: keys.find((k) => k !== state.expanded) ?? null })
                }
                items={panels}
              />
              {admin && (
                <Space wrap>
                  <Button icon={<TeamOutlined />} onClick={() => setAssigning('users')} disabled={saving}>
                    Assign User
                    {assignment.allUsers
                      ? ' (all)'
                      : assignment.users.length
                        ? ` (${assignment.users.length})`
                        : ''}
                  </Button>
                  <Button
                    icon={<TagsOutlined />}
                    onClick={() => setAssigning('categories')}
                    disabled={saving}
                  >
                    Assign Category
                    {assignment.allCategories
                      ? ' (all)'
                      : assignment.categories.length
                        ? ` (${assignment.categories.length})`
                        : ''}
                  </Button>
                </Space>
              )}
              <Flex gap={8}>
                <Button type="primary" loading={saving} onClick={() => void save()}>
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
            frameId={frameId}
            kind={kind}
            elements={state.elements as never}
            image={state.image}
            fonts={families}
          />
        </Col>
      </Row>
      {admin && (
        <>
          <AssignUsersDialog
            open={assigning === 'users'}
            value={assignment.users}
            all={assignment.allUsers}
            onCancel={() => setAssigning(null)}
            onConfirm={(users, allUsers) => {
              dispatch({ type: 'setAssignment', assignment: { users, allUsers } });
              setAssigning(null);
            }}
          />
          <AssignCategoriesDialog
            open={assigning === 'categories'}
            value={assignment.categories}
            all={assignment.allCategories}
            onCancel={() => setAssigning(null)}
            onConfirm={(categories, allCategories) => {
              dispatch({ type: 'setAssignment', assignment: { categories, allCategories } });
              setAssigning(null);
            }}
          />
        </>
      )}
      {conflict && (
        <ConflictDialog
          theirs={conflict.theirs}
          mine={conflict.mine}
          brand={previewBrand ?? SAMPLE_BRAND}
          fonts={families}
          busy={resolving}
          onKeepTheirs={() => void keepTheirs(conflict)}
          onKeepMine={() => void keepMine(conflict)}
        />
      )}
    </>
  );
}
