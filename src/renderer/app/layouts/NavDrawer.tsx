import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from '../../lib/Logo';

/** The navigation of a layout below 768 px: a drawer from the left with the logo on top. */
export function NavDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      title={<Logo />}
      placement="left"
      size={width}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 8 } }}
    >
      {children}
    </Drawer>
  );
}
