import { Space } from 'antd';
import { CopyButton } from '.';

/** A public address that opens in a new tab, with a small button that copies it (the manage lists). */
export function LinkWithCopy({ href, copyLabel }: { href: string; copyLabel: string }) {
  return (
    <Space size={4}>
      <a href={href} target="_blank" rel="noreferrer">
        {href}
      </a>
      <CopyButton type="text" size="small" text={href} label={copyLabel} />
    </Space>
  );
}
