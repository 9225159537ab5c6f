import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { componentType, TYPE } from '../../../../shared/bots/component-types';
import { isApiUrl, isLinkUrl, type FlowIssue } from '../../../../shared/bots/rules';
import { BOT_MESSAGES as M, FLOW_LIMITS, type FlowQuestion } from '../../../../shared/bots/schemas';
import { KeywordsInput } from '../components/KeywordsInput';
import { ComponentFileField } from './ComponentFileField';
import { addLink, addOption, addTrigger, removeLink, removeOption, targetChoices } from './flowDraft';

export interface CustomizePanelProps {
  botId: number;
  q: FlowQuestion;
  flow: readonly FlowQuestion[];
  /** The flow check's problem with this component, shown at its field. */
  issue: FlowIssue | null;
  onChange: (patch: Partial<FlowQuestion>) => void;
  onDelete: () => void;
}

/** A labelled control of the panel: the label names the control, a problem is announced under it. */
function Field({
  id,
  label,
  problem,
  warning,
  extra,
  required,
  children,
}: {
  id: string;
  label: ReactNode;
  problem?: string | null;
  warning?: string | null;
  extra?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const note = problem || warning;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={problem ? 'error' : warning ? 'warning' : undefined}
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      {children}
      {/* Drawn here rather than as the item's help, which antd draws only after mounting. */}
      {note && (
        <Typography.Text
          id={`${id}-help`}
          type={problem ? 'danger' : 'warning'}
          role={problem ? 'alert' : undefined}
          style={{ display: 'block', marginTop: 4 }}
        >
          {note}
        </Typography.Text>
      )}
    </Form.Item>
  );
}

const problemAt = (issue: FlowIssue | null, field: string) => (issue?.field === field ? issue.message : null);

/**
 * Customize Chat Message (§2, §4, §5): the selected component's message (its URL for an Api one),
 * error message, options or links with their next message, file, next message, lead toggle,
 * triggers and Delete.
 */
export function CustomizePanel({ botId, q, flow, issue, onChange, onDelete }: CustomizePanelProps) {
  const base = `c${useId().replace(/[^\w-]/g, '')}-${q.frontendId}`;
  const type = componentType(q.componentTypeId);
  const isApi = q.componentTypeId === TYPE.api;
  const isChoice = q.componentTypeId === TYPE.choice;
  const waits = !!type?.waits;
  const optionTargets = targetChoices(flow, q.frontendId, true);
  const nextTargets = targetChoices(flow, q.frontendId, false);

  return (
    <Form layout="vertical" component="div" requiredMark>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {q.sequence}. {type?.label ?? 'Unknown component'}
      </Typography.Title>
      {!type && (
        <Typography.Paragraph type="danger" role="alert">
          {M.unknownType}
        </Typography.Paragraph>
      )}

      {isApi ? (
        <Field
          id={`${base}-api`}
          label="Api URL"
          required
          problem={problemAt(issue, 'apiUrl')}
          warning={q.apiUrl && !isApiUrl(q.apiUrl) ? M.apiUrlHttps : null}
          extra="The visitor's answers so far are POSTed here as JSON; the chat goes on whatever it answers."
        >
          <Input
            id={`${base}-api`}
            value={q.apiUrl ?? ''}
            placeholder="https://example.com/leads"
            inputMode="url"
            onChange={(e) => onChange({ apiUrl: e.target.value })}
            onBlur={(e) => onChange({ apiUrl: e.target.value.trim() })}
          />
        </Field>
      ) : (
        <Field
          id={`${base}-message`}
          label="Message"
          required
          problem={problemAt(issue, 'question')}
          warning={q.question.trim() ? null : M.enterMessage}
        >
          <Input.TextArea
            id={`${base}-message`}
            value={q.question}
            placeholder={M.enterMessage}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={FLOW_LIMITS.text}
            onChange={(e) => onChange({ question: e.target.value })}
          />
        </Field>
      )}

      {waits && q.componentTypeId !== TYPE.text && (
        <Field
          id={`${base}-error`}
          label="Error Message"
          required={type?.needsErrorMessage}
          problem={problemAt(issue, 'errorMessage')}
          extra="Sent when the answer is not valid; the question is then asked again."
        >
          <Input.TextArea
            id={`${base}-error`}
            value={q.errorMessage}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={FLOW_LIMITS.text}
            onChange={(e) => onChange({ errorMessage: e.target.value })}
          />
        </Field>
      )}

      {isChoice && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }} role="group" aria-label="Options">
          <Typography.Text strong>Options</Typography.Text>
          {q.options.map((o, i) => {
            const valueProblem = problemAt(issue, `options.${i}.value`);
            const targetProblem = problemAt(issue, `options.${i}.target`);
            return (
              <Flex key={o.optionNo} gap={8} align="flex-start" wrap>
                <Field id={`${base}-option-${i}`} label={`Option ${i + 1}`} problem={valueProblem}>
                  <Input
                    id={`${base}-option-${i}`}
                    value={o.value}
                    maxLength={FLOW_LIMITS.text}
                    onChange={(e) =>
                      onChange({
                        options: q.options.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)),
                      })
                    }
                  />
                </Field>
                <Field id={`${base}-option-${i}-next`} label="Next Message" problem={targetProblem}>
                  <Select
                    id={`${base}-option-${i}-next`}
                    style={{ minWidth: 180, maxWidth: 260 }}
                    placeholder="Choose"
                    showSearch={{ optionFilterProp: 'label' }}
                    value={optionTargets.some((t) => t.value === o.target) ? o.target : undefined}
                    options={optionTargets}
                    onChange={(target: number) =>
                      onChange({ options: q.options.map((x, j) => (j === i ? { ...x, target } : x)) })
                    }
                  />
                </Field>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove option ${i + 1}`}
                  style={{ marginTop: 30 }}
                  onClick={() => onChange({ options: removeOption(q, i) })}
                />
              </Flex>
            );
          })}
          {problemAt(issue, 'options') && (
            <Typography.Text type="danger" role="alert">
              {problemAt(issue, 'options')}
            </Typography.Text>
          )}
          <Button
            icon={<PlusOutlined />}
            disabled={q.options.length >= FLOW_LIMITS.options}
            onClick={() => onChange({ options: addOption(q) })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add Option
          </Button>
        </Flex>
      )}

      {q.componentTypeId === TYPE.link && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }} role="group" aria-label="Links">
          <Typography.Text strong>Links</Typography.Text>
          {q.links.map((l, i) => {
            const problem = problemAt(issue, `links.${i}`);
            const badUrl = l.linkUrl.trim() !== '' && !isLinkUrl(l.linkUrl);
            const set = (patch: Partial<typeof l>) =>
              onChange({ links: q.links.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
            return (
              <Flex key={l.linkNo} gap={8} align="flex-start" wrap>
                <Field id={`${base}-link-${i}-title`} label={`Link Title ${i + 1}`} problem={problem}>
                  <Input
                    id={`${base}-link-${i}-title`}
                    value={l.linkTitle}
                    onChange={(e) => set({ linkTitle: e.target.value })}
                  />
                </Field>
                <Field
                  id={`${base}-link-${i}-url`}
                  label={`Link URL ${i + 1}`}
                  problem={badUrl ? 'Enter a valid URL' : null}
                >
                  <Input
                    id={`${base}-link-${i}-url`}
                    value={l.linkUrl}
                    inputMode="url"
                    placeholder="https://"
                    onChange={(e) => set({ linkUrl: e.target.value })}
                    onBlur={(e) => set({ linkUrl: e.target.value.trim() })}
                  />
                </Field>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove link ${i + 1}`}
                  style={{ marginTop: 30 }}
                  onClick={() => onChange({ links: removeLink(q, i) })}
                />
              </Flex>
            );
          })}
          {problemAt(issue, 'links') && (
            <Typography.Text type="danger" role="alert">
              {problemAt(issue, 'links')}
            </Typography.Text>
          )}
          <Button
            icon={<PlusOutlined />}
            disabled={q.links.length >= FLOW_LIMITS.links}
            onClick={() => onChange({ links: addLink(q) })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add Link
          </Button>
        </Flex>
      )}

      {(q.componentTypeId === TYPE.image || q.componentTypeId === TYPE.file) && (
        <Field id={`${base}-file`} label={q.componentTypeId === TYPE.image ? 'Image' : 'File'} required>
          <ComponentFileField
            botId={botId}
            q={q}
            id={`${base}-file`}
            problem={problemAt(issue, 'imageOrFilePath') ?? undefined}
            onChange={onChange}
          />
        </Field>
      )}

      {!isChoice && (
        <Field id={`${base}-next`} label="Next Message">
          <Select
            id={`${base}-next`}
            showSearch={{ optionFilterProp: 'label' }}
            value={nextTargets.some((t) => t.value === q.target) ? q.target : 0}
            options={nextTargets}
            onChange={(target: number) => onChange({ target })}
          />
        </Field>
      )}

      {waits && (
        <Field
          id={`${base}-lead`}
          label="Lead"
          extra="The answer counts as a lead: marked in conversations and exports."
        >
          <Switch
            id={`${base}-lead`}
            checked={q.isLeadMessage}
            onChange={(isLeadMessage) => onChange({ isLeadMessage })}
          />
        </Field>
      )}

      <Field
        id={`${base}-triggers`}
        label="Triggers"
        extra="A visitor's message equal to one of these jumps here. Press Enter to add."
      >
        <KeywordsInput
          id={`${base}-triggers`}
          value={q.flowTriggers.map((t) => t.triggerText)}
          max={FLOW_LIMITS.triggers}
          placeholder="Type a trigger and press Enter"
          removeLabel={(w) => `Remove trigger ${w}`}
          onChange={(words) => {
            // Removing keeps the others' priorities; adding appends with count + 1.
            if (words.length < q.flowTriggers.length)
              onChange({ flowTriggers: q.flowTriggers.filter((t) => words.includes(t.triggerText)) });
            else onChange({ flowTriggers: addTrigger(q.flowTriggers, words[words.length - 1] ?? '') });
          }}
        />
      </Field>

      <Divider style={{ margin: '8px 0 16px' }} />
      <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
        Delete Component
      </Button>
    </Form>
  );
}
