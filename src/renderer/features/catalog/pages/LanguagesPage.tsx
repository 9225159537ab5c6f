import type { ColumnsType } from 'antd/es/table/interface';
import type { z } from 'zod';
import { catalogContract } from '../../../../shared/catalog/contract';
import type { languageSchema } from '../../../../shared/catalog/languages';
import { CatalogListPage } from '../components/CatalogListPage';
import { masterColumns } from '../components/columns';
import { CATALOG_PATHS, editLanguagePath } from '../paths';

type Language = z.infer<typeof languageSchema>;

const columns: ColumnsType<Language> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  {
    title: 'Code',
    dataIndex: 'code',
    key: 'code',
    sorter: true,
    render: (code: string) => <code>{code}</code>,
  },
  ...masterColumns<Language>({
    kind: 'language',
    what: 'language',
    nameOf: (l) => l.name,
    editPath: editLanguagePath,
  }),
];

/** Masters > Language: about 130 seeded (ISO 639-1), all active until an Admin turns one off. */
export function LanguagesPage() {
  return (
    <CatalogListPage
      title="Languages"
      addLabel="Add Language"
      addPath={CATALOG_PATHS.addLanguage}
      endpoint={catalogContract.languages}
      rowKey="id"
      columns={columns}
      query={{ SortColumn: 'name', SortType: 'Asc' }}
      search={{ label: 'Search languages', placeholder: 'Search by name or code' }}
    />
  );
}
