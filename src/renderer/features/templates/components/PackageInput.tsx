import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../../shared/http/client';
import { MAX_PACKAGE_BYTES } from '../../../../shared/templates/package-rules';
import { TEMPLATE_MESSAGES as M, type ChosenPackage } from '../../../../shared/templates/schemas';
import { toastError } from '../../../components/feedback/toast';
import { useUploadInput, type UploadInputProps } from '../../../components/UploadInput';
import { ZipChooser, ZipName, ZipProblems } from '../../../components/ZipChooser';
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
      <ZipChooser
        id={id}
        changing={!!value}
        loading={uploading}
        disabled={disabled}
        onChoose={(f) => void choose(f)}
      >
        {value ? (
          <ZipName name={value.fileName} />
        ) : (
          <Typography.Text type="secondary">A .zip of at most 20 MB</Typography.Text>
        )}
      </ZipChooser>
      {value && value.files.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {value.files.join(', ')}
        </Typography.Text>
      )}
      <ZipProblems title="This zip is not a valid template package" problems={problems} />
    </Flex>
  );
}
