import { CheckCircleFilled } from '@ant-design/icons';
import { Descriptions, Flex, Form, Tag, Typography, theme } from 'antd';
import { useId } from 'react';
import { MAX_WEB_PACKAGE_BYTES } from '../../../../shared/web-templates/package-rules';
import {
  WEB_TEMPLATE_MESSAGES as M,
  type WebTemplatePackageInfo,
} from '../../../../shared/web-templates/schemas';
import { ZipChooser, ZipName, ZipProblems } from '../../../components/ZipChooser';

const kb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The check report of a stored package (issue 24): what it holds and the pages rendered with the sample business. */
export function PackageReport({ pkg }: { pkg: WebTemplatePackageInfo }) {
  const { token } = theme.useToken();
  const { report } = pkg;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={
        <Flex align="center" gap={8}>
          <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
          <span>Package checked</span>
        </Flex>
      }
      items={[
        { key: 'zip', label: 'Zip file', children: `${pkg.fileName} (${kb(pkg.size)})` },
        { key: 'name', label: 'Package', children: `${report.name} ${report.version}` },
        {
          key: 'files',
          label: 'Files',
          children: `${report.fileCount} (${kb(report.unpackedBytes)} unpacked)`,
        },
        {
          key: 'pages',
          label: 'Pages rendered',
          children: (
            <Flex wrap gap={4}>
              {report.pagesRendered.map((p) => (
                <Tag key={p} color="success">
                  {p}
                </Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'settings',
          label: 'Content settings',
          children: report.settings.length
            ? report.settings.map((s) => s.label).join(', ')
            : 'None: the Content tab shows only the brand details',
        },
      ]}
    />
  );
}

/**
 * The template package chooser of the add and edit pages (issue 24): a .zip of at most 20 MB, sent
 * with the form; the server checks it (the zip, then every page rendered with a sample business)
 * and either stores it or names each problem, which this field lists. Edit: the current package's
 * report until another zip is chosen.
 */
export function PackageField({
  file,
  onChange,
  current,
  error,
  problems,
  disabled,
  required,
}: {
  file: File | null;
  onChange: (file: File | null, error?: string) => void;
  current: WebTemplatePackageInfo | null;
  error?: string;
  problems: string[];
  disabled?: boolean;
  required: boolean;
}) {
  const id = useId();
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!/\.zip$/i.test(chosen.name)) return onChange(null, M.packageType);
    if (chosen.size > MAX_WEB_PACKAGE_BYTES) return onChange(null, M.packageTooLarge);
    onChange(chosen);
  };

  return (
    <Form.Item
      label="Template Package"
      required={required}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra="A .zip with template.json, layout.liquid and pages/ (at most 20 MB); every page is checked with a sample business."
    >
      <Flex vertical gap={12}>
        <ZipChooser
          id={id}
          changing={!!(file || current)}
          disabled={disabled}
          invalid={!!error}
          onChoose={choose}
        >
          {file ? (
            <ZipName name={file.name}>
              {' '}
              <Typography.Text type="secondary">({kb(file.size)}, checked when saved)</Typography.Text>
            </ZipName>
          ) : (
            !current && <Typography.Text type="secondary">No package chosen</Typography.Text>
          )}
        </ZipChooser>
        <ZipProblems title="This zip is not a valid web template package" problems={problems} />
        {!file && current && <PackageReport pkg={current} />}
      </Flex>
    </Form.Item>
  );
}
