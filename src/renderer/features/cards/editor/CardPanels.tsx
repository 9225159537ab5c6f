import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  MAX_BUTTONS,
  MAX_LINKS,
  MAX_LOGO_SIZE,
  MAX_SECTION_IMAGES,
  MAX_SECTIONS,
  MAX_URL,
  MIN_LOGO_SIZE,
} from '../../../../shared/cards/rules';
import { FormField } from '../../../components/form/FormField';
import { CardFileField } from './CardFileField';
import { SelectField, SwitchField, TextAreaField, TextField } from './EditorFields';
import {
  BUTTON_STYLE_OPTIONS,
  BUTTON_TYPE_OPTIONS,
  SOCIAL_ICON_STYLE_OPTIONS,
  SOCIAL_ICON_THEME_OPTIONS,
  SOCIAL_OPTIONS,
  VIEW_TYPE_OPTIONS,
} from './editorOptions';
import { bannerChange } from './editorRules';
import type { CardEditorValues } from './editorValues';
import { SortableFieldList } from './SortableFieldList';

export interface PanelProps {
  control: Control<CardEditorValues>;
  setValue: UseFormSetValue<CardEditorValues>;
  disabled?: boolean;
}

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/** §3 Personal Information: names, contacts, logo and banner. */
export function PersonalPanel({ control, setValue, disabled }: PanelProps) {
  const [bannerUrl, logoURL] = useWatch({ control, name: ['bannerUrl', 'logoURL'] });
  const banner = (url: string) => {
    setValue('bannerUrl', url, dirty);
    // Issue 14: a banner sets logoSize 13, no border and theme 1; removing it sets logoSize 13.
    const change = bannerChange(url);
    setValue('logoSize', change.logoSize, dirty);
    if (change.displayBorder !== undefined) setValue('displayBorder', change.displayBorder, dirty);
    if (change.theme !== undefined) setValue('theme', change.theme, dirty);
  };
  const form = { control, disabled };
  return (
    <Flex vertical gap={4}>
      <TextField {...form} name="firstName" label="First Name" required />
      <TextField {...form} name="lastName" label="Last Name" required />
      <TextField {...form} name="designation" label="Designation" />
      <TextField {...form} name="phoneNumber" label="Phone Number" max={30} />
      <TextField {...form} name="phoneNumber2" label="Phone Number 2" max={30} />
      <TextField {...form} name="email" label="Email" max={254} />
      <TextField {...form} name="email2" label="Email 2" max={254} />
      <Flex gap={24} wrap>
        <CardFileField
          id="card-logo"
          label="Logo"
          value={logoURL ?? ''}
          disabled={disabled}
          onChange={(url) => setValue('logoURL', url, dirty)}
          onRemove={() => setValue('logoURL', '', dirty)}
        />
        <CardFileField
          id="card-banner"
          label="Banner"
          value={bannerUrl ?? ''}
          disabled={disabled}
          onChange={(url) => banner(url)}
          onRemove={() => banner('')}
        />
      </Flex>
      <FormField control={control} name="logoSize" label="Logo Size">
        {(field) => (
          <InputNumber
            {...field}
            min={MIN_LOGO_SIZE}
            max={MAX_LOGO_SIZE}
            step={1}
            precision={0}
            disabled={disabled}
            onChange={(v) => field.onChange(v ?? MIN_LOGO_SIZE)}
          />
        )}
      </FormField>
      <SwitchField {...form} name="showPersonalInfo" label="Show Personal Information" />
    </Flex>
  );
}

/** §3 Social Information: up to 20 links, and how their icons look. */
export function SocialPanel({ control, disabled }: PanelProps) {
  const links = useFieldArray({ control, name: 'socialMediaLinks' });
  const form = { control, disabled };
  return (
    <Flex vertical gap={8}>
      {links.fields.map((f, i) => (
        <Flex key={f.id} gap={8} align="flex-start" wrap>
          <SelectField
            {...form}
            name={`socialMediaLinks.${i}.type`}
            label={`Social link ${i + 1} type`}
            width={160}
            options={SOCIAL_OPTIONS}
          />
          <div style={{ flex: 1, minWidth: 200 }}>
            <TextField
              {...form}
              name={`socialMediaLinks.${i}.link`}
              label={`Social link ${i + 1}`}
              max={MAX_URL}
            />
          </div>
          <Button
            icon={<DeleteOutlined />}
            aria-label={`Remove social link ${i + 1}`}
            disabled={disabled}
            onClick={() => links.remove(i)}
            style={{ marginTop: 30 }}
          />
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={disabled || links.fields.length >= MAX_LINKS}
        onClick={() => links.append({ type: 1, link: '' })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add social link
      </Button>
      <Flex gap={16} wrap>
        <SelectField
          {...form}
          name="socialIconsStyle"
          label="Social Icon Style"
          options={SOCIAL_ICON_STYLE_OPTIONS}
        />
        <SelectField
          {...form}
          name="socialIconTheme"
          label="Social Icon Theme"
          options={SOCIAL_ICON_THEME_OPTIONS}
        />
      </Flex>
    </Flex>
  );
}

/** §3 Business Information. */
export function BusinessPanel({ control, disabled }: PanelProps) {
  const form = { control, disabled };
  return (
    <Flex vertical gap={4}>
      <TextField {...form} name="companyName" label="Company Name" required />
      <TextField {...form} name="website" label="Website" max={MAX_URL} />
      <TextAreaField {...form} name="businessDescription" label="Business Description" />
      <TextField {...form} name="companyPhoneNumber" label="Company Phone Number" max={30} />
      <TextField {...form} name="companyPhoneNumber2" label="Company Phone Number 2" max={30} />
      <TextField {...form} name="companyEmail" label="Company Email" max={254} />
      <TextField {...form} name="companyEmail2" label="Company Email 2" max={254} />
      <TextField {...form} name="businessAddress" label="Business Address" max={500} />
      <SwitchField {...form} name="showBusinessInfo" label="Show Business Information" />
    </Flex>
  );
}

function ButtonFields({ control, setValue, disabled, i }: PanelProps & { i: number }) {
  const [type, file] = useWatch({ control, name: [`customButtons.${i}.type`, `customButtons.${i}.file`] });
  const form = { control, disabled };
  return (
    <Card size="small">
      <TextField {...form} name={`customButtons.${i}.name`} label="Button Name" required />
      <Flex gap={16} wrap>
        <SelectField
          {...form}
          name={`customButtons.${i}.type`}
          label="Button Type"
          required
          width={160}
          placeholder="Select Button Type"
          options={BUTTON_TYPE_OPTIONS}
        />
        <SelectField
          {...form}
          name={`customButtons.${i}.buttonStyle`}
          label="Button Style"
          options={BUTTON_STYLE_OPTIONS}
        />
      </Flex>
      {type === 1 && (
        <TextField {...form} name={`customButtons.${i}.link`} label="Button Link" required max={MAX_URL} />
      )}
      {type === 2 && (
        <FormField
          control={control}
          name={`customButtons.${i}.file`}
          label="Button File (pdf, jpeg, png)"
          required
        >
          {({ id }) => (
            <CardFileField
              id={id}
              label=""
              kind="buttonFile"
              value={file ?? ''}
              disabled={disabled}
              onChange={(url, name) => {
                setValue(`customButtons.${i}.file`, url, { shouldDirty: true, shouldValidate: true });
                setValue(`customButtons.${i}.fileName`, name, dirty);
              }}
            />
          )}
        </FormField>
      )}
    </Card>
  );
}

/** §3 customButtons: up to 20, dragged into order (the order they show in). */
export function ButtonsPanel({ control, setValue, disabled }: PanelProps) {
  const buttons = useFieldArray({ control, name: 'customButtons' });
  return (
    <SortableFieldList
      list={buttons}
      noun="button"
      max={MAX_BUTTONS}
      disabled={disabled}
      add={() => buttons.append({ name: '', link: '', file: '', fileName: '', buttonStyle: 1 })}
      renderItem={(i) => <ButtonFields control={control} setValue={setValue} disabled={disabled} i={i} />}
    />
  );
}

function SectionFields({ control, setValue, disabled, i }: PanelProps & { i: number }) {
  const images = useWatch({ control, name: `customSection.${i}.images` }) ?? [];
  const setImages = (next: { img: string }[]) =>
    setValue(`customSection.${i}.images`, next, { shouldDirty: true, shouldValidate: false });
  const form = { control, disabled };
  return (
    <Card size="small">
      <TextField {...form} name={`customSection.${i}.title`} label="Section Title" />
      <TextAreaField {...form} name={`customSection.${i}.description`} label="Section Description" />
      <SelectField
        {...form}
        name={`customSection.${i}.viewType`}
        label="Images a Row"
        width={160}
        options={VIEW_TYPE_OPTIONS}
      />
      <Flex gap={16} wrap>
        {images.map((image, j) => (
          <CardFileField
            key={`${j}-${image.img}`}
            id={`section-${i}-image-${j}`}
            label={`Image ${j + 1}`}
            value={image.img}
            disabled={disabled}
            onChange={(url) => setImages(images.map((im, k) => (k === j ? { img: url } : im)))}
            onRemove={() => setImages(images.filter((_, k) => k !== j))}
          />
        ))}
        {images.length < MAX_SECTION_IMAGES && (
          <CardFileField
            key={`new-${images.length}`}
            id={`section-${i}-image-new`}
            label="Add image"
            value=""
            disabled={disabled}
            onChange={(url) => setImages([...images, { img: url }])}
          />
        )}
      </Flex>
    </Card>
  );
}

/** §3 customSection: up to 20, dragged into order. */
export function SectionsPanel({ control, setValue, disabled }: PanelProps) {
  const sections = useFieldArray({ control, name: 'customSection' });
  return (
    <SortableFieldList
      list={sections}
      noun="section"
      max={MAX_SECTIONS}
      disabled={disabled}
      add={() => sections.append({ title: '', description: '', images: [], viewType: 1 })}
      renderItem={(i) => <SectionFields control={control} setValue={setValue} disabled={disabled} i={i} />}
    >
      <Typography.Text type="secondary">A section needs a title, a description or an image.</Typography.Text>
    </SortableFieldList>
  );
}
