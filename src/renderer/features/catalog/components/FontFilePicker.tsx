import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { FONT_FILE_PATTERN, MAX_FONT_BYTES, fontFormatOf } from '../../../../shared/catalog/rules';
import { HiddenFileInput } from '../../../components/HiddenFileInput';
import { FontSample } from './FontSample';

/** The chosen file, sent as the form's `file` part (form data, issue 22). */
export interface PickedFont {
  fileName: string;
  data: Blob;
}

export interface FontFilePickerProps {
  /** From FormField, so that the label names the button. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  value?: PickedFont;
  onChange: (file: PickedFont) => void;
  /** A message for the field: wrong type, too large, not a font. */
  onProblem: (message: string) => void;
  /** The stored file's name, on an edit page. */
  currentFileName?: string | null;
}

/**
 * Chooses a TTF or OTF file: the extension, the size and the magic number are checked here as the
 * server checks them (issue 12), and the chosen font is previewed before it is saved.
 */
export function FontFilePicker({
  id,
  value,
  onChange,
  onProblem,
  currentFileName,
  ...aria
}: FontFilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<ArrayBuffer | null>(null);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    if (!FONT_FILE_PATTERN.test(file.name)) return onProblem('Choose a .ttf or .otf file');
    if (file.size > MAX_FONT_BYTES) return onProblem('The font file is larger than 5 MB');
    const bytes = await file.arrayBuffer();
    if (!fontFormatOf(new Uint8Array(bytes))) return onProblem('This file is not a TTF or OTF font');
    setPreview(bytes);
    onChange({ fileName: file.name, data: file });
  };

  const shownName = value?.fileName ?? currentFileName ?? null;
  const text = shownName ? 'Choose another file' : 'Choose font file';
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12} wrap>
        <Button
          id={id}
          icon={<UploadOutlined />}
          onClick={() => inputRef.current?.click()}
          aria-label={text}
          {...aria}
        >
          {text}
        </Button>
        {shownName && (
          <Typography.Text ellipsis style={{ maxWidth: 260 }} title={shownName}>
            {shownName}
          </Typography.Text>
        )}
      </Flex>
      {value && preview && (
        <FontSample source={preview} sourceKey={`${value.fileName}:${preview.byteLength}`} />
      )}
      <HiddenFileInput
        ref={inputRef}
        accept=".ttf,.otf,font/ttf,font/otf"
        label="Font file"
        onFile={(file) => void handleFile(file)}
      />
    </Flex>
  );
}
