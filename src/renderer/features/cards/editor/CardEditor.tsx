import { EyeOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Grid, Input, Modal, Radio, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  CARD_MESSAGES as M,
  type Card as StoredCard,
  type CardFormOutput,
} from '../../../../shared/cards/schemas';
import { ApiError } from '../../../../shared/http/client';
import { toastError } from '../../../components/feedback/toast';
import { EditorFormLayout } from '../../../components/form/EditorFormLayout';
import { FormField } from '../../../components/form/FormField';
import { useSaveThenLeave } from '../../../components/form/saveThenLeave';
import { cardPageExtras } from '../../../../shared/cards/page-extras';
import { useBusinessCategories } from '../../brand';
import { useActiveFonts } from '../../catalog';
import { useSaveCard } from '../api';
import { BusinessPanel, ButtonsPanel, PersonalPanel, SectionsPanel, SocialPanel } from './CardPanels';
import { CardPreview } from './CardPreview';
import { cardNameFollows, nameFromPerson, personalUrlTypeAllowed } from './editorRules';
import { cardEditorResolver, previewContent, type CardEditorValues } from './editorValues';
import { LookPanel, SequencePanel } from './LookPanel';
import { NewCardLink } from './NewCardLink';

export interface CardEditorProps {
  /** Create New Card, Copy New Card or editing a stored card (§2). */
  mode: 'create' | 'copy' | 'edit';
  /** The stored card when editing. */
  card?: StoredCard;
  initialValues: CardEditorValues;
  /** The list Save and Cancel go back to. */
  backTo: string;
  /** Under the title: who the card is for, when an Admin makes it (manage/card create). */
  above?: ReactNode;
}

const PANELS = ['personal', 'social', 'business', 'buttons', 'sections'];

/** The form fields each accordion panel holds, so a panel with an error can be opened to show it. */
const PANEL_FIELDS: Record<string, string[]> = {
  personal: [
    'firstName',
    'lastName',
    'designation',
    'phoneNumber',
    'phoneNumber2',
    'email',
    'email2',
    'logoURL',
    'bannerUrl',
    'logoSize',
  ],
  social: ['socialMediaLinks', 'socialIconsStyle', 'socialIconTheme'],
  business: [
    'companyName',
    'website',
    'businessDescription',
    'companyPhoneNumber',
    'companyPhoneNumber2',
    'companyEmail',
    'companyEmail2',
    'businessAddress',
  ],
  buttons: ['customButtons'],
  sections: ['customSection'],
};

/**
 * The card editor (spec 02 §2–§5; issue 14): the panels of §3 beside a live preview of the card's
 * page. Above 992 px (antd's lg) the preview stays beside the form; below, a Preview button opens it.
 */
export function CardEditor({ mode, card, initialValues, backTo, above }: CardEditorProps) {
  const navigate = useNavigate();
  const editing = mode === 'edit';
  const save = useSaveCard(editing && card ? card.id : null);
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const [previewOpen, setPreviewOpen] = useState(false);
  const [openPanels, setOpenPanels] = useState<string[]>(['personal']);

  // Validation shows on submit, then again on every change (react-hook-form's defaults, §5).
  const form = useForm<CardEditorValues, unknown, CardFormOutput>({
    resolver: cardEditorResolver,
    defaultValues: initialValues,
  });
  const { control, setValue, getValues } = form;
  const values = useWatch({ control }) as CardEditorValues;
  // The page's catalogue fonts and the owner's category links, as the hosted page will show them.
  const fonts = useActiveFonts();
  const categories = useBusinessCategories(card?.userId);

  // §5: a failed Save opens the panels holding an error (the browser's or the server's 422), so
  // every message is seen rather than left inside a closed panel.
  const { errors, submitCount } = form.formState;
  const errorFields = Object.keys(errors).join(',');
  useEffect(() => {
    const fields = errorFields.split(',');
    const withErrors = PANELS.filter((p) => PANEL_FIELDS[p].some((f) => fields.includes(f)));
    if (withErrors.length) setOpenPanels((open) => [...new Set([...open, ...withErrors])]);
  }, [errorFields, submitCount]);

  const { onSubmit, formError, submitting } = useSaveThenLeave(
    form,
    save,
    backTo,
    (err) => {
      // §2: on update every field error is also a toast (the fields show them too).
      if (editing && err instanceof ApiError && err.status === 422 && err.errors)
        new Set(Object.values(err.errors)).forEach((text) => toastError(text));
    },
    // §2: on update every error also as a toast; 402 and 422 are handled by useFormSubmit.
    { successToast: editing ? M.updated : M.created, failureToast: editing ? true : undefined },
  );

  // §2: the card name follows first and last name until changed; locked when editing.
  const [firstName, lastName, phoneNumber] = [
    values.firstName ?? '',
    values.lastName ?? '',
    values.phoneNumber ?? '',
  ];
  const previous = useRef({ firstName: initialValues.firstName, lastName: initialValues.lastName });
  useEffect(() => {
    if (cardNameFollows(getValues('cardName') ?? '', previous.current, editing))
      setValue('cardName', nameFromPerson(firstName, lastName), { shouldDirty: true });
    previous.current = { firstName, lastName };
  }, [firstName, lastName, editing, getValues, setValue]);

  // Issue 14: the personal URL type needs a phone number; the link is fixed once made (§3).
  // A switch to Business made for want of a phone number is undone once one is typed; a choice the
  // user made stays.
  const personalAllowed = personalUrlTypeAllowed(phoneNumber);
  const forcedBusiness = useRef(false);
  useEffect(() => {
    if (editing) return;
    if (!personalAllowed && !getValues('isBusinessCard')) {
      setValue('isBusinessCard', true);
      forcedBusiness.current = true;
    } else if (personalAllowed && forcedBusiness.current) {
      setValue('isBusinessCard', false);
      forcedBusiness.current = false;
    }
  }, [editing, personalAllowed, getValues, setValue]);

  const panelProps = { control, setValue, disabled: submitting };
  const content = previewContent(values);
  const preview = (
    <CardPreview
      content={content}
      extras={cardPageExtras(content, fonts.data ?? [], categories.data ?? [])}
    />
  );
  const title =
    mode === 'create' ? 'Create New Card' : mode === 'copy' ? 'Copy New Card' : (card?.cardName ?? '');

  return (
    <EditorFormLayout
      title={title}
      above={above}
      formError={formError}
      formLabel="Card"
      onSubmit={onSubmit}
      fieldsLg={14}
      submitting={submitting}
      onCancel={() => navigate(backTo)}
      previewCol={{ lg: 10 }}
      preview={
        wide && (
          <>
            <Typography.Title level={5}>Preview</Typography.Title>
            {preview}
          </>
        )
      }
      after={
        <Modal
          open={!wide && previewOpen}
          title="Preview"
          footer={null}
          onCancel={() => setPreviewOpen(false)}
          width={560}
        >
          {preview}
        </Modal>
      }
    >
      <Card title="Card" size="small">
        <FormField control={control} name="cardName" label="Card Name" required>
          {(field) => (
            <Input
              {...field}
              value={field.value ?? ''}
              count={{ max: 100 }}
              disabled={editing || submitting}
            />
          )}
        </FormField>
        <FormField
          control={control}
          name="isBusinessCard"
          label="Link made from"
          extra={
            editing && card ? (
              `The card's link stays ${card.htmlURL} so printed QR codes keep working.`
            ) : (
              <>
                Personal: first and last name with the phone number; Business: the company name.{' '}
                <NewCardLink names={values} />
              </>
            )
          }
        >
          {({ value, onChange, id }) => (
            <Radio.Group
              id={id}
              value={value ? 'business' : 'personal'}
              disabled={editing || submitting}
              onChange={(e) => {
                forcedBusiness.current = false;
                onChange(e.target.value === 'business');
              }}
              options={[
                { value: 'personal', label: 'Personal', disabled: !personalAllowed },
                { value: 'business', label: 'Business' },
              ]}
            />
          )}
        </FormField>
        {!wide && (
          <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
            Preview
          </Button>
        )}
      </Card>
      <Card title="Look and display" size="small">
        <LookPanel {...panelProps} />
      </Card>
      <Card title="Order on the card" size="small">
        <SequencePanel {...panelProps} />
      </Card>
      {/* Not accordion mode: axe refuses its tablist roles. */}
      <Collapse
        activeKey={openPanels}
        onChange={(keys) => setOpenPanels(Array.isArray(keys) ? keys : [keys])}
        items={[
          {
            key: PANELS[0],
            label: 'Personal Information',
            forceRender: true,
            children: <PersonalPanel {...panelProps} />,
          },
          {
            key: PANELS[1],
            label: 'Social Information',
            forceRender: true,
            children: <SocialPanel {...panelProps} />,
          },
          {
            key: PANELS[2],
            label: 'Business Information',
            forceRender: true,
            children: <BusinessPanel {...panelProps} />,
          },
          {
            key: PANELS[3],
            label: 'Custom Buttons',
            forceRender: true,
            children: <ButtonsPanel {...panelProps} />,
          },
          {
            key: PANELS[4],
            label: 'Custom Sections',
            forceRender: true,
            children: <SectionsPanel {...panelProps} />,
          },
        ]}
      />
    </EditorFormLayout>
  );
}
