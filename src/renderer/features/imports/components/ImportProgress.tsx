import { Progress, Typography } from 'antd';

export interface ImportProgressState {
  text: string;
  percent: number;
}

/** Reading, checking and sending a workbook: what is happening and how far along it is. */
export function ImportProgress({ state }: { state: ImportProgressState | null }) {
  if (!state) return null;
  return (
    <div role="status" aria-live="polite" style={{ marginBottom: 16 }}>
      <Typography.Text>{state.text}</Typography.Text>
      <Progress percent={Math.round(state.percent)} status="active" aria-label={state.text} />
    </div>
  );
}
