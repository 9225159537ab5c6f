import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES, TIMINGS } from '../messages';
import { visuallyHidden } from '../visuallyHidden';
import { copyText } from './copyText';

export interface CopyButtonProps {
  /** The text to copy, or a function that returns it at click time. */
  text: string | (() => string);
  /** Accessible name and hover hint of the button. */
  label?: string;
  /** Visible content; an icon-only button when absent. */
  children?: ReactNode;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  onCopied?: () => void;
}

/** Copies text and confirms with "Copied!" or "Failed to copy!" for 1.5 s (spec 00 section 9). */
export function CopyButton({
  text,
  label = 'Copy',
  children,
  type = 'default',
  size,
  onCopied,
}: CopyButtonProps) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = async () => {
    const ok = await copyText(typeof text === 'function' ? text() : text);
    setResult(ok ? 'copied' : 'failed');
    if (ok) onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResult(null), TIMINGS.copyConfirmationMs);
  };

  const feedback = result === 'copied' ? MESSAGES.copied : result === 'failed' ? MESSAGES.copyFailed : null;
  return (
    <>
      <Tooltip title={feedback ?? label} open={feedback ? true : undefined}>
        <Button
          type={type}
          size={size}
          icon={<CopyOutlined />}
          aria-label={children ? undefined : label}
          onClick={() => void handleClick()}
        >
          {children}
        </Button>
      </Tooltip>
      <span role="status" aria-live="polite" style={visuallyHidden}>
        {feedback}
      </span>
    </>
  );
}
