import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { z } from 'zod';
import { catalogContract } from '../../../../shared/catalog/contract';
import type { fontSchema } from '../../../../shared/catalog/fonts';
import { CatalogListPage } from '../components/CatalogListPage';
import { masterColumns } from '../components/columns';
import { FontSample } from '../components/FontSample';
import { CATALOG_PATHS, editFontPath } from '../paths';

type Font = z.infer<typeof fontSchema>;

const columns: ColumnsType<Font> = [
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    sorter: true,
    render: (name: string, f) => (
      <>
        {name} {f.isDefault && <Tag color="blue">Default</Tag>}
      </>
    ),
  },
  {
    title: 'Sample',
    key: 'sample',
    render: (_, f) => (
      <FontSample source={f.fileUrl} sourceKey={f.fileUrl ?? ''} fallbackFamily={f.name} text="Aa Bb 123" />
    ),
  },
  {
    title: 'File',
    dataIndex: 'fileName',
    key: 'fileName',
    render: (name: string | null, f) =>
      name ? (
        <>
          {name} <Typography.Text type="secondary">({f.format?.toUpperCase()})</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">Built in</Typography.Text>
      ),
  },
  { title: 'NFC', dataIndex: 'isNfc', key: 'isNfc', render: (v: boolean) => (v ? 'Yes' : 'No') },
  ...masterColumns<Font>({
    kind: 'font',
    what: 'font',
    nameOf: (f) => f.name,
    editPath: editFontPath,
    // Font 1 (Poppins) is every frame element's default.
    deletable: (f) => !f.isDefault,
    statusLocked: (f) => (f.isDefault ? 'The default font stays active' : undefined),
  }),
];

/** Masters > Font: TTF and OTF files; Poppins is font 1. */
export function FontsPage() {
  return (
    <CatalogListPage
      title="Fonts"
      addLabel="Add Font"
      addPath={CATALOG_PATHS.addFont}
      endpoint={catalogContract.fonts}
      rowKey="id"
      columns={columns}
      query={{ SortColumn: 'name', SortType: 'Asc' }}
      search={{ label: 'Search fonts', placeholder: 'Search fonts' }}
    />
  );
}
