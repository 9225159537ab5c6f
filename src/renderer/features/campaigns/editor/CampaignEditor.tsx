import { Button, Card, Collapse, Flex, Input, Modal, Switch, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { canvasOf } from '../../../../shared/campaigns/bounds';
import { TEXT_KEYS, type CampaignLayout, type TextKey } from '../../../../shared/campaigns/layout';
import {
  ADMIN_FIELD_DEFAULTS,
  campaignPublicUrl,
  WHATSAPP_DAILY_LIMIT,
} from '../../../../shared/campaigns/rules';
import {
  CAMPAIGN_MESSAGES as M,
  type Campaign,
  type CampaignFormOutput,
} from '../../../../shared/campaigns/schemas';
import { ApiError } from '../../../../shared/http/client';
import { toastError } from '../../../components/feedback/toast';
import { EditorFormLayout } from '../../../components/form/EditorFormLayout';
import { FormField } from '../../../components/form/FormField';
import { NumericInput } from '../../../components/form/NumericInput';
import { useSaveThenLeave } from '../../../components/form/saveThenLeave';
import { useCampaignOptions, useSaveCampaign } from '../api';
import { CampaignPreview, type PreviewItem, SLOT_ID } from './CampaignPreview';
import { editorDefaults, editorResolverFor, urlFromName, type EditorValues } from './editorValues';
import { ImageUploadField } from './ImageUploadField';
import { naturalSizeOf, type UploadedImage } from './imageUpload';
import { PhotoSlotPanel } from './PhotoSlotPanel';
import { TextOverlayPanel } from './TextOverlayPanel';
import { useCampaignFonts } from './useCampaignFonts';

export interface CampaignEditorProps {
  /** The stored campaign; absent when creating. */
  campaign?: Campaign;
  isAdmin: boolean;
  /** The list Save and Cancel go back to. */
  backTo: string;
}

type ImageView = { src: string; width: number; height: number };

/** Fields whose errors show under the upload buttons, not on an input of their own. */
const IMAGE_ERROR_FIELDS = ['campaignImage', 'campaignImagePath', 'bannerImage', 'bannerImagePath'] as const;

const TEXT_TITLES: Record<TextKey, string> = {
  txt1: 'Text 1',
  txt2: 'Text 2',
  txt3: 'Text 3 (phone number)',
};

/**
 * The campaign editor (spec 02 §2–§5, issue 15): name, url, the campaign and banner images, the
 * visitor's photo slot and three texts placed on the image by dragging or by numbers; Admins also set
 * Show Watermark, Editable, Send Whatsapp and, with it on, the WhatsApp pictures a day. Once editing is blocked (§4) it says so and keeps the
 * fields read-only; an Admin can still change the admin options (so that Editable can be switched on).
 */
export function CampaignEditor({ campaign, isAdmin, backTo }: CampaignEditorProps) {
  const navigate = useNavigate();
  const options = useCampaignOptions();
  const fonts = useCampaignFonts();
  const save = useSaveCampaign(campaign?.id ?? null);
  const locked = campaign !== undefined && !campaign.canEdit;
  const [blockedOpen, setBlockedOpen] = useState(locked);
  const [selected, setSelected] = useState<PreviewItem | null>(null);
  const [openPanels, setOpenPanels] = useState<string[]>([SLOT_ID]);
  const [image, setImage] = useState<ImageView | null>(
    campaign
      ? {
          src: campaign.campaignImagePath,
          width: campaign.campaignImageWidth,
          height: campaign.campaignImageHeight,
        }
      : null,
  );
  const [banner, setBanner] = useState<string | null>(campaign?.bannerImagePath ?? null);
  const objectUrls = useRef<string[]>([]);
  useEffect(() => () => objectUrls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  // The resolver reads the image of the moment: the slot and texts are checked against it (issue 23).
  const pictureRef = useRef<ImageView | null>(image);
  pictureRef.current = image;
  const [resolver] = useState(() => editorResolverFor(() => pictureRef.current));
  const form = useForm<EditorValues, unknown, CampaignFormOutput>({
    resolver,
    defaultValues: editorDefaults(campaign, isAdmin),
  });
  const { control, getValues, setValue, clearErrors, formState } = form;
  const values = useWatch({ control }) as EditorValues;
  const layout: CampaignLayout = {
    imageType: values.imageType,
    imageHeight: values.imageHeight,
    imageLength: values.imageLength,
    imageX: values.imageX,
    imageY: values.imageY,
    isImageDisplay: values.isImageDisplay,
    txt1: values.txt1,
    txt2: values.txt2,
    txt3: values.txt3,
  };

  const { onSubmit, formError, submitting } = useSaveThenLeave(
    form,
    save,
    backTo,
    (err) => {
      // §8: the blocked dialog, besides the server's message on the form.
      if (err instanceof ApiError && err.status === 409) setBlockedOpen(true);
      // §8 "Save failure: the server message as an error toast", a refused field's too (issue 23);
      // 402 is the Limit exceeded dialog and 401 the sign-out.
      if (!(err instanceof ApiError) || (err.status !== 402 && err.status !== 401)) toastError(err);
    },
    {
      successToast: campaign ? M.edited : M.added,
      // The images go by path: their errors show under their upload buttons.
      shownElsewhere: IMAGE_ERROR_FIELDS,
    },
  );

  // A new campaign's url follows its name until the url is typed in.
  const name = values.campaignName;
  useEffect(() => {
    if (!campaign && !formState.dirtyFields.url) setValue('url', urlFromName(name ?? ''));
  }, [name, campaign, formState.dirtyFields.url, setValue]);

  const dirty = { shouldDirty: true } as const;
  const fileUrl = (file: File) => {
    const u = URL.createObjectURL(file);
    objectUrls.current.push(u);
    return u;
  };
  const putImage = (field: 'campaignImage' | 'bannerImage', uploaded: UploadedImage) => {
    const pathField = field === 'campaignImage' ? 'campaignImagePath' : 'bannerImagePath';
    setValue(pathField, uploaded.path, dirty);
    clearErrors([field, pathField]);
  };

  const onCampaignImage = async (uploaded: UploadedImage, file: File) => {
    putImage('campaignImage', uploaded);
    const src = fileUrl(file);
    try {
      setImage({ src, ...(await naturalSizeOf(src)) });
    } catch {
      setImage({ src, width: 500, height: 500 });
    }
  };

  const select = (item: PreviewItem) => {
    setSelected(item);
    setOpenPanels((open) => (open.includes(item) ? open : [...open, item]));
  };

  const canvas = image ? canvasOf(image) : null;
  const whatsapp = options.data?.whatsappSend;
  const base = options.data?.campaignBaseUrl;
  const contentLocked = locked || submitting;
  // A missing image (the form's check) or one the server refused on Save (its path's field).
  const imageError = formState.errors.campaignImage?.message ?? formState.errors.campaignImagePath?.message;
  const bannerError = formState.errors.bannerImagePath?.message;

  return (
    <EditorFormLayout
      title={campaign ? campaign.campaignName : 'Create New Campaign'}
      formError={formError}
      formLabel="Campaign"
      onSubmit={onSubmit}
      fieldsLg={12}
      submitting={submitting}
      saveDisabled={locked && !isAdmin}
      onCancel={() => navigate(backTo)}
      previewCol={{ xs: 24, lg: 12 }}
      preview={
        <CampaignPreview
          image={image}
          layout={layout}
          selected={selected}
          watermark={isAdmin ? !!values.waterMark : (campaign?.waterMark ?? ADMIN_FIELD_DEFAULTS.waterMark)}
          disabled={contentLocked}
          onSelect={select}
          onSlotChange={(slot) => {
            setValue('imageX', slot.imageX, dirty);
            setValue('imageY', slot.imageY, dirty);
          }}
          onTextChange={(key, t) => {
            setValue(`${key}.x`, t.x, dirty);
            setValue(`${key}.y`, t.y, dirty);
          }}
        />
      }
      after={
        <Modal
          open={blockedOpen}
          title={M.editBlockedTitle}
          onCancel={() => setBlockedOpen(false)}
          footer={
            <Button type="primary" onClick={() => setBlockedOpen(false)}>
              OK
            </Button>
          }
        >
          {M.editBlocked}
        </Modal>
      }
    >
      <Card title="Campaign" size="small">
        <FormField control={control} name="campaignName" label="Campaign Name" required>
          {(field) => <Input {...field} count={{ max: 200 }} disabled={contentLocked} />}
        </FormField>
        <FormField
          control={control}
          name="url"
          label="URL"
          required
          extra={
            base
              ? `Lowercase letters a-z, digits 0-9 and hyphens. Published at ${campaignPublicUrl(base, values.url || '…')}`
              : 'Lowercase letters a-z, digits 0-9 and hyphens'
          }
        >
          {(field) => <Input {...field} count={{ max: 100 }} disabled={contentLocked} />}
        </FormField>
        <Typography.Paragraph strong style={{ marginBottom: 4 }}>
          <label htmlFor="campaign-image">Campaign Image</label>{' '}
          <Typography.Text type="danger">*</Typography.Text>
        </Typography.Paragraph>
        <ImageUploadField
          id="campaign-image"
          preview={image?.src ?? null}
          error={imageError}
          disabled={contentLocked}
          onUploaded={(u, f) => void onCampaignImage(u, f)}
        />
        <Typography.Paragraph strong style={{ margin: '16px 0 4px' }}>
          <label htmlFor="banner-image">Banner Image</label>
        </Typography.Paragraph>
        <ImageUploadField
          id="banner-image"
          preview={banner}
          error={bannerError}
          disabled={contentLocked}
          onUploaded={(u, f) => {
            putImage('bannerImage', u);
            setBanner(fileUrl(f));
          }}
          onRemove={() => {
            setValue('bannerImagePath', null, dirty);
            clearErrors('bannerImagePath');
            setBanner(null);
          }}
        />
      </Card>
      <Collapse
        activeKey={openPanels}
        onChange={(keys) => setOpenPanels(Array.isArray(keys) ? keys : [keys])}
        items={[
          {
            key: SLOT_ID,
            label: 'Photo slot',
            children: <PhotoSlotPanel control={control} canvas={canvas} disabled={contentLocked} />,
          },
          ...TEXT_KEYS.map((k) => ({
            key: k,
            label: TEXT_TITLES[k],
            children: (
              <TextOverlayPanel
                textKey={k}
                control={control}
                getValues={getValues}
                setValue={setValue}
                fonts={fonts.names}
                canvas={canvas}
                disabled={contentLocked}
              />
            ),
          })),
        ]}
      />
      {isAdmin && (
        <Card title="Admin options" size="small">
          <Flex gap={24} wrap>
            <FormField control={control} name="waterMark" label="Show Watermark">
              {({ value, onChange, id }) => (
                <Switch id={id} checked={!!value} disabled={submitting} onChange={onChange} />
              )}
            </FormField>
            <FormField control={control} name="isEditable" label="Editable">
              {({ value, onChange, id }) => (
                <Switch id={id} checked={!!value} disabled={submitting} onChange={onChange} />
              )}
            </FormField>
            <FormField
              control={control}
              name="isWhatsappSend"
              label="Send Whatsapp"
              extra={whatsapp && !whatsapp.available ? whatsapp.message : undefined}
            >
              {({ value, onChange, id }) => (
                <Switch
                  id={id}
                  checked={!!value}
                  // Switching it off stays possible when the sender is gone.
                  disabled={submitting || (whatsapp !== undefined && !whatsapp.available && !value)}
                  onChange={onChange}
                />
              )}
            </FormField>
            {values.isWhatsappSend && (
              // The campaign's daily cap on sends from its page (issue 22 point 9); emptied, the schema names the range.
              <FormField control={control} name="whatsappDailyLimit" label="WhatsApp pictures a day">
                {(field) => (
                  <NumericInput
                    {...field}
                    min={WHATSAPP_DAILY_LIMIT.min}
                    max={WHATSAPP_DAILY_LIMIT.max}
                    precision={0}
                    disabled={submitting}
                    style={{ width: 96 }}
                  />
                )}
              </FormField>
            )}
          </Flex>
        </Card>
      )}
    </EditorFormLayout>
  );
}
