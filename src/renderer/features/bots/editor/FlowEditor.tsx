import {
  AppstoreAddOutlined,
  ArrowLeftOutlined,
  ExperimentOutlined,
  RocketOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Empty, Modal, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ComponentTypeId } from '../../../../shared/bots/component-types';
import { checkFlow, questionIssue, type FlowIssue } from '../../../../shared/bots/rules';
import { BOT_MESSAGES as M, type BotWithFlow, type FlowQuestion } from '../../../../shared/bots/schemas';
import { ApiError } from '../../../../shared/http/client';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { notifyLimitExceeded } from '../../../lib/limitExceeded';
import { PageHeading } from '../../../lib/PageHeading';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { deleteComponentFile, useCopyBot, useDeleteResponses, useSaveFlow } from '../api';
import type { BotLinks } from '../botLinks';
import { ComponentPalette } from './ComponentPalette';
import { CustomizePanel } from './CustomizePanel';
import { FlowList } from './FlowList';
import { addComponent, inOrder, moveComponent, removeComponent, updateComponent } from './flowDraft';
import { SaveChoiceDialog, type SaveChoice } from './SaveChoiceDialog';
import { TestDrawer } from './TestDrawer';

/** The side panels stay in view beside a long flow, scrolling on their own when taller than the window. */
const STICKY = { position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto' } as const;

/** §2/§9: below 991 px the add and customize panels open in dialogs. */
const NARROW = '(max-width: 990.98px)';

/** The first component a 422 names (its errors are keyed by frontendId), if any. */
function failingIdOf(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 422 || !err.errors) return null;
  const first = Object.keys(err.errors).map(Number).find(Number.isInteger);
  return first ?? null;
}

/**
 * The flow editor (§2, §4): Add Chat Components, Edit Chat Flow and Customize Chat Message. The flow
 * is a local draft; any change turns Test and Deploy into Save; the §5 check runs before saving and
 * selects the failing component; a bot with visitors asks first (Create Copy, Cancel, Delete
 * Responses & Save Changes).
 */
export function FlowEditor({ bot, links }: { bot: BotWithFlow; links: BotLinks }) {
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW);
  const [draft, setDraft] = useState<FlowQuestion[]>(() => inOrder(bot.questions));
  const [selected, setSelected] = useState<number | null>(
    () => inOrder(bot.questions)[0]?.frontendId ?? null,
  );
  const [changed, setChanged] = useState(false);
  const [issue, setIssue] = useState<FlowIssue | null>(null);
  // The highest frontendId handed out, so a deleted one is never given again (an old target would follow it).
  const [highWater, setHighWater] = useState(() => Math.max(0, ...bot.questions.map((q) => q.frontendId)));
  const [saving, setSaving] = useState(false);
  const [choiceOpen, setChoiceOpen] = useState(false);
  const [choiceBusy, setChoiceBusy] = useState<SaveChoice | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [customizeOpen, setCustomizeOpen] = useState(false);
  const saveFlow = useSaveFlow();
  const copyBot = useCopyBot();
  const deleteResponses = useDeleteResponses();

  // Leaving with unsaved changes asks the browser's own question.
  useEffect(() => {
    if (!changed) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const change = (next: FlowQuestion[]) => {
    setDraft(next);
    setChanged(true);
    // The failing component's message follows the edits, and goes once it passes the check (a 422's
    // mark, which names no field, stays until the next save).
    const failing = issue && issue.field !== '' ? next.find((q) => q.frontendId === issue.frontendId) : null;
    if (failing) setIssue(questionIssue(failing, new Set(next.map((q) => q.frontendId))));
  };

  const select = (frontendId: number) => {
    setSelected(frontendId);
    if (narrow) setCustomizeOpen(true);
  };

  const add = (typeId: ComponentTypeId) => {
    const added = addComponent(draft, typeId, highWater);
    if (!added) {
      toastError('At most 200 components');
      return;
    }
    change(added.flow);
    setHighWater(added.frontendId);
    setPaletteOpen(false);
    select(added.frontendId);
  };

  const remove = (q: FlowQuestion) => {
    // §4: an image or file component's file goes with it.
    if (q.imageOrFilePath) void deleteComponentFile(bot.id, q.frontendId).catch(() => undefined);
    const next = removeComponent(draft, q.frontendId);
    change(next);
    setCustomizeOpen(false);
    setSelected(
      next.find((x) => x.sequence === q.sequence)?.frontendId ?? next[next.length - 1]?.frontendId ?? null,
    );
    if (issue?.frontendId === q.frontendId) setIssue(null);
  };

  const showIssue = (found: FlowIssue) => {
    setIssue(found);
    setSelected(found.frontendId);
    if (narrow) setCustomizeOpen(true);
    toastError(found.message);
  };

  const put = async () => {
    const res = await saveFlow.mutateAsync({ params: { id: bot.id }, body: { questions: draft } });
    setDraft(inOrder(res.data.questions));
    setChanged(false);
    toastSuccess(M.saved);
  };

  const failed = (err: unknown) => {
    const id = failingIdOf(err);
    if (id !== null) {
      const message = err instanceof ApiError ? (err.errors?.[String(id)] ?? err.message) : M.messageRequired;
      showIssue({ frontendId: id, field: '', message });
      return;
    }
    if (err instanceof ApiError && err.status === 402) notifyLimitExceeded();
    else toastError(err);
  };

  const save = async () => {
    if (saving) return;
    const found = checkFlow(draft);
    if (found) {
      showIssue(found);
      return;
    }
    setIssue(null);
    if (bot.visitorCount > 0) {
      setChoiceOpen(true);
      return;
    }
    setSaving(true);
    try {
      await put();
    } catch (err) {
      failed(err);
    } finally {
      setSaving(false);
    }
  };

  const choose = async (choice: SaveChoice) => {
    setChoiceBusy(choice);
    setSaving(true);
    try {
      if (choice === 'copy') {
        const res = await copyBot.mutateAsync({ params: { id: bot.id }, body: { questions: draft } });
        setChanged(false);
        setChoiceOpen(false);
        toastSuccess(M.copied);
        navigate(links.flow(res.data.id));
        return;
      }
      try {
        await deleteResponses.mutateAsync({ params: { id: bot.id } });
      } catch (err) {
        toastError(err, M.deleteResponsesFailed);
        return;
      }
      setChoiceOpen(false);
      await put();
    } catch (err) {
      setChoiceOpen(false);
      failed(err);
    } finally {
      setChoiceBusy(null);
      setSaving(false);
    }
  };

  const back = async () => {
    if (
      changed &&
      !(await confirmAction({
        title: 'Leave without saving?',
        content: 'Your changes to the flow will be lost.',
        okText: 'Leave',
        danger: true,
      }))
    )
      return;
    navigate(links.list);
  };

  const current = draft.find((q) => q.frontendId === selected) ?? null;
  const customize = current ? (
    <CustomizePanel
      key={current.frontendId}
      botId={bot.id}
      q={current}
      flow={draft}
      issue={issue?.frontendId === current.frontendId ? issue : null}
      onChange={(patch) => change(updateComponent(draft, current.frontendId, patch))}
      onDelete={() => remove(current)}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Select a component to customize it" />
  );
  const palette = <ComponentPalette onAdd={add} disabled={saving} />;

  const header = changed ? (
    <Button
      type="primary"
      icon={<SaveOutlined />}
      loading={saving}
      disabled={saving}
      onClick={() => void save()}
    >
      Save
    </Button>
  ) : (
    <>
      <Button icon={<ExperimentOutlined />} onClick={() => setTestOpen(true)}>
        Test
      </Button>
      <Button type="primary" icon={<RocketOutlined />} onClick={() => navigate(links.deploy(bot.id))}>
        Deploy
      </Button>
    </>
  );

  return (
    <>
      <PageHeading
        title={`${bot.name} Chat Flow`}
        subtitle={
          changed ? 'Unsaved changes' : `${draft.length} ${draft.length === 1 ? 'component' : 'components'}`
        }
        extra={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void back()}>
              Back
            </Button>
            {header}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        {!narrow && (
          <Col lg={6}>
            <Card title="Add Chat Components" size="small" style={STICKY}>
              {palette}
            </Card>
          </Col>
        )}
        <Col xs={24} lg={10}>
          <Card
            title="Edit Chat Flow"
            size="small"
            extra={
              narrow && (
                <Button type="primary" icon={<AppstoreAddOutlined />} onClick={() => setPaletteOpen(true)}>
                  Add Chat Components
                </Button>
              )
            }
          >
            <FlowList
              flow={draft}
              selected={selected}
              failing={issue?.frontendId ?? null}
              onSelect={select}
              onMove={(from, to) => change(moveComponent(draft, from, to))}
            />
          </Card>
        </Col>
        {!narrow && (
          <Col lg={8}>
            <Card title="Customize Chat Message" size="small" style={STICKY}>
              {customize}
            </Card>
          </Col>
        )}
      </Row>
      {narrow && (
        <>
          <Modal
            open={paletteOpen}
            title="Add Chat Components"
            footer={null}
            onCancel={() => setPaletteOpen(false)}
          >
            {palette}
          </Modal>
          <Modal
            open={customizeOpen && current !== null}
            title="Customize Chat Message"
            footer={
              <Button type="primary" onClick={() => setCustomizeOpen(false)}>
                Done
              </Button>
            }
            onCancel={() => setCustomizeOpen(false)}
          >
            {customize}
          </Modal>
        </>
      )}
      <SaveChoiceDialog
        open={choiceOpen}
        visitorCount={bot.visitorCount}
        busy={choiceBusy}
        onChoose={(c) => void choose(c)}
        onCancel={() => setChoiceOpen(false)}
      />
      <TestDrawer bot={bot} open={testOpen} onClose={() => setTestOpen(false)} />
      {draft.length > 0 && !changed && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          Test runs the saved flow; Deploy puts it on your website or WhatsApp number.
        </Typography.Paragraph>
      )}
    </>
  );
}
