import { Typography } from 'antd';

/**
 * A table column's render for free text (a plan's other details, a contact's reply): one line cut at
 * `maxWidth` with the whole text in a tooltip, or a dash when there is none.
 */
export const longTextCell = (maxWidth: number) => (text: string | null) =>
  text ? (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth }}>
      {text}
    </Typography.Text>
  ) : (
    '—'
  );
