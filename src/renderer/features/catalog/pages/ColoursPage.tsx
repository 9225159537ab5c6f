import { Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { z } from 'zod';
import type { colourSchema } from '../../../../shared/catalog/colours';
import { catalogContract } from '../../../../shared/catalog/contract';
import { CatalogListPage } from '../components/CatalogListPage';
import { ColourSwatch } from '../components/ColourSwatch';
import { masterColumns } from '../components/columns';
import { CATALOG_PATHS, editColourPath } from '../paths';

type Colour = z.infer<typeof colourSchema>;

const columns: ColumnsType<Colour> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  {
    title: 'Colour',
    dataIndex: 'hex',
    key: 'hex',
    sorter: true,
    render: (hex: string) => (
      <Flex gap={8} align="center">
        <ColourSwatch hex={hex} />
        <code>{hex}</code>
      </Flex>
    ),
  },
  ...masterColumns<Colour>({
    kind: 'colour',
    what: 'colour',
    nameOf: (c) => c.name,
    editPath: editColourPath,
  }),
];

/** Masters > Colour. */
export function ColoursPage() {
  return (
    <CatalogListPage
      title="Colours"
      addLabel="Add Colour"
      addPath={CATALOG_PATHS.addColour}
      endpoint={catalogContract.colours}
      rowKey="id"
      columns={columns}
      query={{ SortColumn: 'name', SortType: 'Asc' }}
      search={{ label: 'Search colours', placeholder: 'Search colours' }}
    />
  );
}
