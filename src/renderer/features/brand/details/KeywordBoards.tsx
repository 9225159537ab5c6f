import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { Card, Col, Empty, Row, Typography, theme } from 'antd';
import { useRef } from 'react';
import { sortableMotion } from '../../../components/sortableMotion';

/** The three boards of spec 01 section 2, in order. */
export const BOARDS = [
  { key: 'keywords', title: 'Keywords', hint: 'Suggestions and your own, not placed yet' },
  { key: 'pKeywords', title: 'Primary Keywords', hint: 'What the business is known for' },
  { key: 'sKeywords', title: 'Secondary Keywords', hint: 'Related words people search' },
] as const;
export type BoardKey = (typeof BOARDS)[number]['key'];
export type Boards = Record<BoardKey, string[]>;

// Keywords are unique across the boards, so a keyword keeps its id when it changes board (dnd-kit
// follows the dragged item by id); a board's own drop area is `board:<key>`.
const idOf = (keyword: string) => `kw:${keyword}`;
const boardId = (board: BoardKey) => `board:${board}`;
const keywordOf = (id: UniqueIdentifier) => (String(id).startsWith('kw:') ? String(id).slice(3) : undefined);

/** The board an id belongs to: a keyword's board, or the board itself. */
function boardOf(boards: Boards, id: UniqueIdentifier): BoardKey | undefined {
  const keyword = keywordOf(id);
  if (keyword === undefined) return BOARDS.find((b) => boardId(b.key) === id)?.key;
  return BOARDS.find((b) => boards[b.key].includes(keyword))?.key;
}

function KeywordChip({ keyword, onRemove }: { keyword: string; onRemove: () => void }) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: idOf(keyword),
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        ...sortableMotion({ transform, transition }),
        opacity: isDragging ? 0.6 : 1,
        display: 'inline-flex',
        alignItems: 'center',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: 16,
        background: token.colorBgContainer,
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`${keyword}: move`}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          padding: '2px 4px 2px 10px',
          border: 0,
          background: 'transparent',
          color: token.colorText,
          cursor: 'grab',
          font: 'inherit',
          touchAction: 'none',
        }}
      >
        <HolderOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
        {keyword}
      </button>
      <button
        type="button"
        aria-label={`Remove ${keyword}`}
        onClick={onRemove}
        style={{
          border: 0,
          background: 'transparent',
          color: token.colorTextSecondary,
          cursor: 'pointer',
          padding: '2px 8px 2px 2px',
        }}
      >
        <CloseOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
    </li>
  );
}

function Board({
  board,
  title,
  hint,
  keywords,
  error,
  errorId,
  onRemove,
}: {
  board: BoardKey;
  title: string;
  hint: string;
  keywords: string[];
  error?: string;
  errorId: string;
  onRemove: (keyword: string) => void;
}) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: boardId(board) });
  const titleId = `${errorId}-title`;
  return (
    <Card
      size="small"
      title={<span id={titleId}>{title}</span>}
      role="region"
      aria-labelledby={titleId}
      style={{
        height: '100%',
        borderColor: error ? token.colorError : isOver ? token.colorPrimary : undefined,
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
      <SortableContext items={keywords.map(idOf)} strategy={rectSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-label={title}
          aria-describedby={error ? errorId : undefined}
          style={{
            listStyle: 'none',
            margin: '8px 0 0',
            padding: 8,
            minHeight: 96,
            display: 'flex',
            flexWrap: 'wrap',
            alignContent: 'flex-start',
            gap: 8,
            borderRadius: token.borderRadius,
            background: isOver ? token.colorPrimaryBg : token.colorFillQuaternary,
          }}
        >
          {keywords.map((k) => (
            <KeywordChip key={k} keyword={k} onRemove={() => onRemove(k)} />
          ))}
          {!keywords.length && (
            <li style={{ width: '100%' }}>
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Drag keywords here"
                style={{ margin: 0 }}
              />
            </li>
          )}
        </ul>
      </SortableContext>
      {error && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {error}
        </Typography.Text>
      )}
    </Card>
  );
}

export interface KeywordBoardsProps {
  value: Boards;
  onChange: (value: Boards) => void;
  errors?: Partial<Record<BoardKey, string>>;
}

/**
 * The keyword boards (spec 01 section 2): keywords move between Keywords, Primary Keywords and
 * Secondary Keywords and within them, by mouse, touch or keyboard (Space on a keyword, the arrow
 * keys, Space again: left and right change board, up and down move within it).
 */
export function KeywordBoards({ value, onChange, errors = {} }: KeywordBoardsProps) {
  // The keyboard handler reads the boards as they are mid-drag, not as they were when it was made.
  const current = useRef(value);
  current.current = value;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      // Left and right move to the board beside; up and down (and the rest) move among keywords.
      coordinateGetter: (event, args) => {
        const { active, droppableRects } = args.context;
        const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
        if (!step || !active) return sortableKeyboardCoordinates(event, args);
        const from = BOARDS.findIndex((b) => b.key === boardOf(current.current, active.id));
        const to = BOARDS[from + step];
        const rect = to && droppableRects.get(boardId(to.key));
        event.preventDefault();
        return rect ? { x: rect.left + 8, y: rect.top + rect.height - 8 } : args.currentCoordinates;
      },
    }),
  );

  // Moving into another board happens while dragging, so the keyword shows where it will land.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = boardOf(value, active.id);
    const to = boardOf(value, over.id);
    const keyword = keywordOf(active.id);
    if (!from || !to || from === to || keyword === undefined) return;
    const target = value[to];
    const overKeyword = keywordOf(over.id);
    const at = overKeyword === undefined ? target.length : Math.max(0, target.indexOf(overKeyword));
    onChange({
      ...value,
      [from]: value[from].filter((k) => k !== keyword),
      [to]: [...target.slice(0, at), keyword, ...target.slice(at)],
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const board = boardOf(value, active.id);
    if (!board || board !== boardOf(value, over.id)) return;
    const list = value[board];
    const from = list.indexOf(keywordOf(active.id) ?? '');
    const overKeyword = keywordOf(over.id);
    const to = overKeyword === undefined ? list.length - 1 : list.indexOf(overKeyword);
    if (from >= 0 && to >= 0 && from !== to) onChange({ ...value, [board]: arrayMove(list, from, to) });
  };

  const announce = (id: UniqueIdentifier) => keywordOf(id) ?? String(id);
  const titleOf = (id: UniqueIdentifier | undefined) => {
    const board = id === undefined ? undefined : boardOf(current.current, id);
    return BOARDS.find((b) => b.key === board)?.title ?? 'no board';
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${announce(active.id)}.`,
          onDragOver: ({ active, over }) => `${announce(active.id)} is over ${titleOf(over?.id)}.`,
          onDragEnd: ({ active, over }) => `${announce(active.id)} dropped in ${titleOf(over?.id)}.`,
          onDragCancel: ({ active }) => `Moving ${announce(active.id)} was cancelled.`,
        },
      }}
    >
      <Row gutter={[12, 12]}>
        {BOARDS.map((b) => (
          <Col xs={24} md={8} key={b.key}>
            <Board
              board={b.key}
              title={b.title}
              hint={b.hint}
              keywords={value[b.key]}
              error={errors[b.key]}
              errorId={`board-${b.key}-error`}
              onRemove={(k) => onChange({ ...value, [b.key]: value[b.key].filter((x) => x !== k) })}
            />
          </Col>
        ))}
      </Row>
    </DndContext>
  );
}
