import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  MAX_BUTTONS,
  MAX_DESCRIPTION,
  MAX_LINKS,
  MAX_LOGO_SIZE,
  MAX_NAME,
  MAX_SECTION_IMAGES,
  MAX_SECTIONS,
  MAX_URL,
  MIN_LOGO_SIZE,
  SOCIAL_TYPES,
} from '../../../../shared/cards/rules';
import { FormField } from '../../../components/form/FormField';
import { CardFileField } from './CardFileField';
import { bannerChange } from './editorRules';
import type { CardEditorValues } from './editorValues';
import { SortableList } from './SortableList';

export interface PanelProps {
  control: Control<CardEditorValues>;
  setValue: UseFormSetValue<CardEditorValues>;
  disabled?: boolean;
}

const dirty = { shouldDirty: true, shouldValidate: false } as const;

type TextName =
  | 'firstName'
  | 'lastName'
  | 'designation'
  | 'phoneNumber'
  | 'phoneNumber2'
  | 'email'
  | 'email2'
  | 'companyName'
  | 'website'
  | 'companyPhoneNumber'
  | 'companyPhoneNumber2'
  | 'companyEmail'
  | 'companyEmail2'
  | 'businessAddress';

function TextField({
  control,
  name,
  label,
  required,
  disabled,
  max = MAX_NAME,
}: {
  control: Control<CardEditorValues>;
  name: TextName;
  label: string;
  required?: boolean;
  disabled?: boolean;
  max?: number;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => <Input {...field} value={field.value ?? ''} maxLength={max} disabled={disabled} />}
    </FormField>
  );
}

function ShowSwitch({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<CardEditorValues>;
  name: 'showPersonalInfo' | 'showBusinessInfo' | 'displayBorder';
  label: string;
  disabled?: boolean;
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {({ value, onChange, id }) => (
        <Switch id={id} checked={!!value} disabled={disabled} onChange={onChange} />
      )}
    </FormField>
  );
}

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
  return (
    <Flex vertical gap={4}>
      <TextField control={control} name="firstName" label="First Name" required disabled={disabled} />
      <TextField control={control} name="lastName" label="Last Name" required disabled={disabled} />
      <TextField control={control} name="designation" label="Designation" disabled={disabled} />
      <TextField control={control} name="phoneNumber" label="Phone Number" max={30} disabled={disabled} />
      <TextField control={control} name="phoneNumber2" label="Phone Number 2" max={30} disabled={disabled} />
      <TextField control={control} name="email" label="Email" max={254} disabled={disabled} />
      <TextField control={control} name="email2" label="Email 2" max={254} disabled={disabled} />
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
      <ShowSwitch
        control={control}
        name="showPersonalInfo"
        label="Show Personal Information"
        disabled={disabled}
      />
    </Flex>
  );
}

const socialOptions = Object.entries(SOCIAL_TYPES).map(([value, label]) => ({ value: Number(value), label }));

/** §3 Social Information: up to 20 links, and how their icons look. */
export function SocialPanel({ control, disabled }: PanelProps) {
  const links = useFieldArray({ control, name: 'socialMediaLinks' });
  return (
    <Flex vertical gap={8}>
      {links.fields.map((f, i) => (
        <Flex key={f.id} gap={8} align="flex-start" wrap>
          <FormField
            control={control}
            name={`socialMediaLinks.${i}.type`}
            label={`Social link ${i + 1} type`}
          >
            {(field) => (
              <Select {...field} options={socialOptions} style={{ width: 160 }} disabled={disabled} />
            )}
          </FormField>
          <div style={{ flex: 1, minWidth: 200 }}>
            <FormField control={control} name={`socialMediaLinks.${i}.link`} label={`Social link ${i + 1}`}>
              {(field) => (
                <Input {...field} value={field.value ?? ''} maxLength={MAX_URL} disabled={disabled} />
              )}
            </FormField>
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
        <FormField control={control} name="socialIconsStyle" label="Social Icon Style">
          {(field) => (
            <Select
              {...field}
              style={{ width: 180 }}
              disabled={disabled}
              options={[
                { value: 1, label: 'Original' },
                { value: 2, label: 'Theme outline' },
                { value: 3, label: 'Theme filled' },
              ]}
            />
          )}
        </FormField>
        <FormField control={control} name="socialIconTheme" label="Social Icon Theme">
          {(field) => (
            <Select
              {...field}
              style={{ width: 180 }}
              disabled={disabled}
              options={[
                { value: 1, label: 'Icons' },
                { value: 2, label: 'Buttons' },
              ]}
            />
          )}
        </FormField>
      </Flex>
    </Flex>
  );
}

/** §3 Business Information. */
export function BusinessPanel({ control, disabled }: PanelProps) {
  return (
    <Flex vertical gap={4}>
      <TextField control={control} name="companyName" label="Company Name" required disabled={disabled} />
      <TextField control={control} name="website" label="Website" max={MAX_URL} disabled={disabled} />
      <FormField control={control} name="businessDescription" label="Business Description">
        {(field) => (
          <Input.TextArea
            {...field}
            value={field.value ?? ''}
            rows={3}
            maxLength={MAX_DESCRIPTION}
            disabled={disabled}
          />
        )}
      </FormField>
      <TextField
        control={control}
        name="companyPhoneNumber"
        label="Company Phone Number"
        max={30}
        disabled={disabled}
      />
      <TextField
        control={control}
        name="companyPhoneNumber2"
        label="Company Phone Number 2"
        max={30}
        disabled={disabled}
      />
      <TextField control={control} name="companyEmail" label="Company Email" max={254} disabled={disabled} />
      <TextField
        control={control}
        name="companyEmail2"
        label="Company Email 2"
        max={254}
        disabled={disabled}
      />
      <TextField
        control={control}
        name="businessAddress"
        label="Business Address"
        max={500}
        disabled={disabled}
      />
      <ShowSwitch
        control={control}
        name="showBusinessInfo"
        label="Show Business Information"
        disabled={disabled}
      />
    </Flex>
  );
}

const buttonStyleOptions = [
  { value: 1, label: 'Round, filled' },
  { value: 2, label: 'Square, filled' },
  { value: 3, label: 'Round, outline' },
  { value: 4, label: 'Square, outline' },
];

function ButtonFields({ control, setValue, disabled, i }: PanelProps & { i: number }) {
  const [type, file] = useWatch({ control, name: [`customButtons.${i}.type`, `customButtons.${i}.file`] });
  return (
    <Card size="small">
      <FormField control={control} name={`customButtons.${i}.name`} label="Button Name" required>
        {(field) => <Input {...field} value={field.value ?? ''} maxLength={MAX_NAME} disabled={disabled} />}
      </FormField>
      <Flex gap={16} wrap>
        <FormField control={control} name={`customButtons.${i}.type`} label="Button Type" required>
          {(field) => (
            <Select
              {...field}
              style={{ width: 160 }}
              placeholder="Select Button Type"
              disabled={disabled}
              options={[
                { value: 1, label: 'Link' },
                { value: 2, label: 'File' },
              ]}
            />
          )}
        </FormField>
        <FormField control={control} name={`customButtons.${i}.buttonStyle`} label="Button Style">
          {(field) => (
            <Select {...field} style={{ width: 180 }} options={buttonStyleOptions} disabled={disabled} />
          )}
        </FormField>
      </Flex>
      {type === 1 && (
        <FormField control={control} name={`customButtons.${i}.link`} label="Button Link" required>
          {(field) => <Input {...field} value={field.value ?? ''} maxLength={MAX_URL} disabled={disabled} />}
        </FormField>
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
  const ids = buttons.fields.map((f) => f.id);
  return (
    <Flex vertical gap={8}>
      <SortableList
        disabled={disabled}
        onMove={(from, to) => buttons.move(ids.indexOf(from), ids.indexOf(to))}
        items={buttons.fields.map((f, i) => ({
          id: f.id,
          label: `button ${i + 1}`,
          content: (
            <Flex gap={8} align="flex-start">
              <div style={{ flex: 1 }}>
                <ButtonFields control={control} setValue={setValue} disabled={disabled} i={i} />
              </div>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remove button ${i + 1}`}
                disabled={disabled}
                onClick={() => buttons.remove(i)}
              />
            </Flex>
          ),
        }))}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={disabled || buttons.fields.length >= MAX_BUTTONS}
        onClick={() => buttons.append({ name: '', link: '', file: '', fileName: '', buttonStyle: 1 })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add button
      </Button>
    </Flex>
  );
}

function SectionFields({ control, setValue, disabled, i }: PanelProps & { i: number }) {
  const images = useWatch({ control, name: `customSection.${i}.images` }) ?? [];
  const setImages = (next: { img: string }[]) =>
    setValue(`customSection.${i}.images`, next, { shouldDirty: true, shouldValidate: false });
  return (
    <Card size="small">
      <FormField control={control} name={`customSection.${i}.title`} label="Section Title">
        {(field) => <Input {...field} value={field.value ?? ''} maxLength={MAX_NAME} disabled={disabled} />}
      </FormField>
      <FormField control={control} name={`customSection.${i}.description`} label="Section Description">
        {(field) => (
          <Input.TextArea
            {...field}
            value={field.value ?? ''}
            rows={3}
            maxLength={MAX_DESCRIPTION}
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField control={control} name={`customSection.${i}.viewType`} label="Images a Row">
        {(field) => (
          <Select
            {...field}
            style={{ width: 160 }}
            disabled={disabled}
            options={[
              { value: 1, label: 'One image' },
              { value: 2, label: 'Two images' },
            ]}
          />
        )}
      </FormField>
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
  const ids = sections.fields.map((f) => f.id);
  return (
    <Flex vertical gap={8}>
      <SortableList
        disabled={disabled}
        onMove={(from, to) => sections.move(ids.indexOf(from), ids.indexOf(to))}
        items={sections.fields.map((f, i) => ({
          id: f.id,
          label: `section ${i + 1}`,
          content: (
            <Flex gap={8} align="flex-start">
              <div style={{ flex: 1 }}>
                <SectionFields control={control} setValue={setValue} disabled={disabled} i={i} />
              </div>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remove section ${i + 1}`}
                disabled={disabled}
                onClick={() => sections.remove(i)}
              />
            </Flex>
          ),
        }))}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={disabled || sections.fields.length >= MAX_SECTIONS}
        onClick={() => sections.append({ title: '', description: '', images: [], viewType: 1 })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add section
      </Button>
      <Typography.Text type="secondary">A section needs a title, a description or an image.</Typography.Text>
    </Flex>
  );
}
