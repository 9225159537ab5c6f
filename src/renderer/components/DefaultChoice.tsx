import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Typography, theme } from 'antd';

/**
 * A card's default mark: "Default …" when it is the default, else the button that makes it so
 * (frames, web templates), described by the card's name.
 */
export function DefaultChoice({
  isDefault,
  defaultText,
  setText,
  busy,
  describedBy,
  onSet,
}: {
  isDefault: boolean;
  defaultText: string;
  setText: string;
  busy: boolean;
  /** The id of the card's name. */
  describedBy: string;
  onSet: () => void;
}) {
  const { token } = theme.useToken();
  return isDefault ? (
    <Typography.Text type="secondary" style={{ lineHeight: '24px' }}>
      <CheckCircleOutlined aria-hidden style={{ color: token.colorPrimary, marginInlineEnd: 6 }} />
      {defaultText}
    </Typography.Text>
  ) : (
    <div>
      <Button size="small" loading={busy} aria-describedby={describedBy} onClick={onSet}>
        {setText}
      </Button>
    </div>
  );
}
