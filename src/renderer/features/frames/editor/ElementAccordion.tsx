import { Collapse, Flex, Typography } from 'antd';
import type { Dispatch } from 'react';
import { elementKeysOf, elementLabel, type Canvas } from '../../../../shared/frames/rules';
import { useActiveFonts, useActiveNfcFonts } from '../../catalog';
import { elementAt, type EditorAction, type EditorState } from './editorState';
import { ElementPanel } from './ElementPanel';

/**
 * The accordion of a frame's elements (spec 01 section 2), one panel open at a time: the one
 * last dragged, moved or opened.
 */
export function ElementAccordion({
  state,
  dispatch,
  canvas,
  disabled,
}: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  canvas: Canvas;
  disabled: boolean;
}) {
  const allFonts = useActiveFonts();
  const nfcFonts = useActiveNfcFonts();
  const kind = state.kind;
  const pickerFonts = kind === 'nfc' ? nfcFonts : allFonts;
  const panels = elementKeysOf(kind).flatMap((key) => {
    const label = elementLabel(kind, key);
    const el = elementAt(state.elements, key);
    if (!el) return [];
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
          disabled={disabled}
        />
      ),
    };
  });
  return (
    // One panel open at a time, kept here rather than by `accordion`, whose tablist roles axe
    // refuses (a tablist may not hold its tabpanels).
    <Collapse
      activeKey={state.expanded ? [state.expanded] : []}
      onChange={(keys) => dispatch({ type: 'expand', key: keys.find((k) => k !== state.expanded) ?? null })}
      items={panels}
    />
  );
}
