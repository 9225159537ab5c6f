import { Button } from 'antd';

/** A dialog footer's button that closes it without acting: "Close", or "Cancel" while a change is pending. */
export function DismissButton({ label, onClick }: { label: 'Close' | 'Cancel'; onClick: () => void }) {
  return <Button onClick={onClick}>{label}</Button>;
}
