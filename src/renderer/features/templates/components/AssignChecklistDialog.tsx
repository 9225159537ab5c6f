import {
  Alert,
  Button,
  Checkbox,
  Empty,
  Flex,
  Input,
  Modal,
  Skeleton,
  Switch,
  Typography,
  theme,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../../components/feedback/errorText';

/** Spec 01 section 2: the checklist of the assign dialogs is at most 500 px tall. */
export const ASSIGN_LIST_MAX_HEIGHT = 500;
/** Rows drawn at once; the search finds the rest (a platform may have thousands of users). */
const MAX_SHOWN = 400;

export interface ChecklistItem {
  id: number;
  label: string;
  /** A second line (the category of a sub-category). */
  detail?: string;
}

/** What the caller of an assign dialog gives: its state, the current choice and the answers. */
export interface AssignDialogProps {
  open: boolean;
  /** The chosen ids. */
  value: number[];
  /** The "all" switch: everyone, also those added later. */
  all: boolean;
  onCancel: () => void;
  onConfirm: (value: number[], all: boolean) => void;
  /** The dialog's title, when not the dialog's own. */
  title?: string;
}

export interface AssignChecklistDialogProps extends AssignDialogProps {
  title: string;
  /** "Assign to all user" or "Assign to all Category" (spec 01 section 2, verbatim). */
  allLabel: string;
  searchLabel: string;
  items: ChecklistItem[] | undefined;
  /** The query that loads the items (it runs while the dialog is open). */
  source: { isPending: boolean; error: unknown; refetch: () => unknown };
}

/**
 * The shared body of the Assign User and Assign Category dialogs (spec 01 section 2): a searchable
 * checklist at most 500 px tall, the "all" switch, Cancel and Confirm. The choice is local until
 * Confirm; Cancel forgets it. With the switch on, the checklist is disabled: everyone is included,
 * also those added later.
 */
export function AssignChecklistDialog({
  open,
  title,
  allLabel,
  searchLabel,
  items,
  source,
  value,
  all,
  onCancel,
  onConfirm,
}: AssignChecklistDialogProps) {
  const { token } = theme.useToken();
  const [checked, setChecked] = useState<Set<number>>(() => new Set(value));
  const [allOn, setAllOn] = useState(all);
  const [search, setSearch] = useState('');

  // Each opening starts from the caller's value.
  useEffect(() => {
    if (!open) return;
    setChecked(new Set(value));
    setAllOn(all);
    setSearch('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const filtered = useMemo(() => {
    const term = search.trim().toLowerCase();
    const list = items ?? [];
    return term
      ? list.filter((i) => i.label.toLowerCase().includes(term) || i.detail?.toLowerCase().includes(term))
      : list;
  }, [items, search]);
  const shown = filtered.slice(0, MAX_SHOWN);

  const toggle = (id: number, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let list;
  if (source.isPending && open) list = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (source.error)
    list = (
      <Alert
        type="error"
        showIcon
        title={errorText(source.error, 'The list could not be loaded.')}
        action={
          <Button size="small" onClick={() => void source.refetch()}>
            Try again
          </Button>
        }
      />
    );
  else if (shown.length === 0)
    list = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={search ? 'No matches' : 'Nothing to assign yet'}
      />
    );
  else
    list = (
      <ul
        aria-label={title}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: '4px 8px',
          maxHeight: ASSIGN_LIST_MAX_HEIGHT,
          overflowY: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {shown.map((item) => (
          <li key={item.id} style={{ padding: '4px 0' }}>
            <Checkbox
              checked={allOn || checked.has(item.id)}
              disabled={allOn}
              onChange={(e) => toggle(item.id, e.target.checked)}
            >
              {item.label}
              {item.detail && (
                <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                  {item.detail}
                </Typography.Text>
              )}
            </Checkbox>
          </li>
        ))}
      </ul>
    );

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            type="primary"
            onClick={() =>
              onConfirm(
                [...checked].sort((a, b) => a - b),
                allOn,
              )
            }
          >
            Confirm
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Flex align="center" gap={8}>
          <Switch checked={allOn} onChange={setAllOn} aria-label={allLabel} />
          <Typography.Text>{allLabel}</Typography.Text>
        </Flex>
        <Input.Search
          allowClear
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          disabled={allOn}
        />
        {list}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {allOn
            ? 'Everyone is included, also those added later.'
            : `${checked.size} selected${filtered.length > MAX_SHOWN ? ` · showing ${MAX_SHOWN} of ${filtered.length}: search to find the others` : ''}`}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
