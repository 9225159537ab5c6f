import { zodResolver } from '@hookform/resolvers/zod';
import { Flex } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { colourFormSchema, type colourSchema } from '../../../../shared/catalog/colours';
import { FormField } from '../../../components/form/FormField';
import { HexColourInput } from '../../../components/form/HexColourInput';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useColour, useSaveColour } from '../api';
import { EditPage } from '../components/EditPage';
import { FormCard } from '../components/FormCard';
import { CATALOG_PATHS } from '../paths';

type ColourInput = z.input<typeof colourFormSchema>;
type Colour = z.infer<typeof colourSchema>;

/** Spec 01 section 9: the default colour is #FFFFFF. */
const DEFAULT_HEX = '#FFFFFF';

function ColourForm({ colour }: { colour?: Colour }) {
  const navigate = useNavigate();
  const { create, update } = useSaveColour();
  const form = useForm<ColourInput, unknown, z.output<typeof colourFormSchema>>({
    resolver: zodResolver(colourFormSchema),
    defaultValues: { name: colour?.name ?? '', hex: colour?.hex ?? DEFAULT_HEX },
  });
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      const saved = colour
        ? await update.mutateAsync({ params: { id: colour.id }, body })
        : await create.mutateAsync({ body });
      navigate(CATALOG_PATHS.colours);
      return saved;
    },
    { successToast: MESSAGES.detailsSubmitted },
  );
  return (
    <FormCard
      label={colour ? 'Edit Colour' : 'Add Colour'}
      formError={formError}
      saving={submitting}
      onSubmit={onSubmit}
      onCancel={() => navigate(CATALOG_PATHS.colours)}
    >
      <FormField control={form.control} name="name" label="Name" required>
        {(field) => <TrimmedInput {...field} count={{ max: 100 }} autoFocus />}
      </FormField>
      <FormField control={form.control} name="hex" label="Colour" required extra="#RRGGBB, e.g. #FF9933">
        {({ value, onChange, ...field }) => (
          <Flex gap={8} align="center">
            <HexColourInput {...field} value={value} onChange={onChange} fallback={DEFAULT_HEX} upperCase />
          </Flex>
        )}
      </FormField>
    </FormCard>
  );
}

/** admin/colour/add */
export function AddColourPage() {
  return (
    <>
      <PageHeading title="Add Colour" />
      <ColourForm />
    </>
  );
}

/** admin/colour/{id}/edit */
export function EditColourPage() {
  const colour = useColour(Number(useParams().id));
  return (
    <EditPage title="Edit Colour" what="Colour" back={CATALOG_PATHS.colours} row={colour}>
      {(c) => <ColourForm key={c.id} colour={c} />}
    </EditPage>
  );
}
