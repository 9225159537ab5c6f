import { FileZipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, theme } from 'antd';
import { useRef, type ReactNode } from 'react';

/**
 * The template packages' "Choose zip" / "Change zip" button (spec 01 section 2, issue 24), opening the
 * file dialog for one .zip, with what is chosen beside it. The caller checks the file it is handed.
 */
export function ZipChooser({
  id,
  changing,
  loading,
  disabled,
  invalid,
  onChoose,
  children,
}: {
  id?: string;
  /** A zip is already there: the button offers to change it. */
  changing: boolean;
  loading?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onChoose: (file: File | undefined) => void;
  /** Beside the button: the chosen zip's name, or a hint. */
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex align="center" gap={12} wrap>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        onChange={(e) => {
          onChoose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button
        id={id}
        icon={<UploadOutlined aria-hidden />}
        loading={loading}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-invalid={invalid}
      >
        {changing ? 'Change zip' : 'Choose zip'}
      </Button>
      {children}
    </Flex>
  );
}

/** A chosen zip's name with the zip icon; `children` follow the name (its size…). */
export function ZipName({ name, children }: { name: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Typography.Text>
      <FileZipOutlined aria-hidden style={{ color: token.colorTextSecondary, marginRight: 6 }} />
      {name}
      {children}
    </Typography.Text>
  );
}

/** Each problem the server found in a refused package, as a list in an error alert. */
export function ZipProblems({ title, problems }: { title: string; problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {problems.map((p) => (
            <li key={p} style={{ overflowWrap: 'anywhere' }}>
              {p}
            </li>
          ))}
        </ul>
      }
    />
  );
}
