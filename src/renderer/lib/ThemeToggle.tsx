import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAtom } from 'jotai';
import { themeModeAtom } from './themeMode';

/** Switches the one product theme between light and dark; the choice is kept on this device. */
export function ThemeToggle() {
  const [mode, setMode] = useAtom(themeModeAtom);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  // A native title rather than antd's Tooltip: this button is on the login screen, which stays light.
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={label}
      title={label}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => setMode(next)}
    />
  );
}
