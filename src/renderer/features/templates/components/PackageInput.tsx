import { FileZipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../shared/http/client';
import { MAX_PACKAGE_BYTES } from '../../../../shared/templates/package-rules';
import { TEMPLATE_MESSAGES as M, type ChosenPackage } from '../../../../shared/templates/schemas';
import { toastError } from '../../../components/feedback/toast';
import { useUploadInput, type UploadInputProps } from '../../../components/UploadInput';
import { uploadTemplatePackage } from '../api';

/** The problems a refused package lists (`problems.<n>` field errors), else the message. */
function problemsOf(err: unknown): string[] {
  if (err instanceof ApiError && err.errors) {
    const listed = Object.entries(err.errors)
      .filter(([key]) => key.startsWith('problems.'))
      .map(([, text]) => text);
    if (listed.length) return listed;
    return Object.values(err.errors);
  }
  return [];
}

/**
 * A template package chooser (spec 01 section 2: Zip File With Key, Default Zip File): a .zip of at
 * most 20 MB, sent to the server as soon as it is chosen; the server checks it and stores it, or
 * lists each problem, which shows under the button and in a toast. Shows the chosen zip's name and
 * the files inside (edit mode: the template's current zip).
 */
export function PackageInput(props: UploadInputProps<ChosenPackage>) {
  const { id, value, disabled } = props;
  const { uploading, store, aria } = useUploadInput(props);
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblems([]);
    if (!/\.zip$/i.test(file.name)) return toastError(M.zipType);
    if (file.size > MAX_PACKAGE_BYTES) return toastError(M.zipTooLarge);
    await store(
      async () => {
        const stored = await uploadTemplatePackage(file);
        return { id: stored.id, fileName: stored.fileName, files: stored.files };
      },
      (err) => setProblems(problemsOf(err)),
    );
  };

  return (
    <Flex vertical gap={8} {...aria}>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Flex align="center" gap={12} wrap>
        <Button
          id={id}
          icon={<UploadOutlined aria-hidden />}
          loading={uploading}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {value ? 'Change zip' : 'Choose zip'}
        </Button>
        {value ? (
          <Typography.Text>
            <FileZipOutlined aria-hidden style={{ color: token.colorTextSecondary, marginRight: 6 }} />
            {value.fileName}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">A .zip of at most 20 MB</Typography.Text>
        )}
      </Flex>
      {value && value.files.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {value.files.join(', ')}
        </Typography.Text>
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="This zip is not a valid template package"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
    </Flex>
  );
}
