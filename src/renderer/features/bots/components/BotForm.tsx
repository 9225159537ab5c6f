import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Flex, Form, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { BOT_MESSAGES as M, DEFAULT_BOT_COLOUR, botFormSchema } from '../../../../shared/bots/schemas';
import { FormActions } from '../../../components/form/FormActions';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { HexColourInput } from '../../../components/form/HexColourInput';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { ImageCropUpload, type CroppedImage } from '../../../components/ImageCropUpload';
import { useSaveBot } from '../api';
import type { BotLinks } from '../botLinks';

/** The icon: a newly cropped image (sent as AvatarImage) or the kept address (Avatar). */
const pickedIcon = z.object({
  blob: z.instanceof(Blob),
  dataUrl: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
});
const botFormInput = botFormSchema
  .omit({ id: true })
  .extend({ icon: pickedIcon.optional() })
  // §5: "Bot Icon is required": a bot shows an icon in the widget and on WhatsApp.
  .refine((v) => !!v.icon || !!v.Avatar?.trim(), { path: ['icon'], message: M.iconRequired });
type BotFormInput = z.input<typeof botFormInput>;
type BotFormOutput = z.output<typeof botFormInput>;

export interface BotFormValues {
  Name: string;
  Colour: string;
  Avatar?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Create New Bot, or the bot's Settings (§2): name, icon and theme colour in one form. Create goes
 * on to the new bot's deploy screen, an update and Cancel back to the list.
 */
export function BotForm({
  botId,
  initial,
  links,
}: {
  /** null: Create New Bot. */
  botId: number | null;
  initial: BotFormValues;
  links: BotLinks;
}) {
  const navigate = useNavigate();
  const save = useSaveBot(botId);
  const form = useForm<BotFormInput, unknown, BotFormOutput>({
    resolver: zodResolver(botFormInput),
    defaultValues: { Name: initial.Name, Colour: initial.Colour, Avatar: initial.Avatar ?? '' },
  });
  const { control, watch, setValue, clearErrors } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async ({ icon, ...body }) => {
      const saved = await save({
        body: { ...body, Avatar: icon ? undefined : body.Avatar || undefined },
        icon: icon ? { name: icon.fileName, data: icon.blob, type: icon.mimeType } : undefined,
      });
      navigate(botId === null ? links.deploy(saved.data.id) : links.list);
      return { message: botId === null ? M.created : M.updated };
    },
    { shownElsewhere: ['AvatarImage', 'Avatar'] },
  );
  const icon = watch('icon');
  const avatar = watch('Avatar');
  const colour = watch('Colour');
  const preview = icon?.dataUrl ?? (avatar || null);

  return (
    <Card style={{ maxWidth: 640 }}>
      <FormError message={formError} />
      <Form component={false} layout="vertical">
        <form onSubmit={onSubmit} noValidate aria-label={botId === null ? 'Create New Bot' : 'Bot Settings'}>
          <FormField control={control} name="Name" label="Bot Name" required>
            {(field) => <TrimmedInput {...field} placeholder={M.namePlaceholder} count={{ max: 100 }} />}
          </FormField>
          <FormField control={control} name="icon" label="Bot Icon" required>
            {({ id, ...field }) => (
              <Flex vertical gap={4} aria-describedby={field['aria-describedby']}>
                <ImageCropUpload
                  id={id}
                  value={preview}
                  aspect={1}
                  cropShape="round"
                  maxSide={512}
                  buttonText={preview ? 'Change icon' : 'Upload icon'}
                  cropTitle="Crop the bot icon"
                  invalidTypeMessage={M.notValidImage}
                  disabled={submitting}
                  onChange={(image: CroppedImage) => {
                    setValue('icon', image, { shouldDirty: true });
                    clearErrors('icon');
                  }}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  PNG or JPEG, cropped round. Shown in the chat window.
                </Typography.Text>
              </Flex>
            )}
          </FormField>
          <FormField control={control} name="Colour" label="Theme Colour" extra="#RRGGBB, e.g. #ae02d4">
            {({ value, onChange, ...field }) => (
              <Flex gap={8} align="center">
                <HexColourInput {...field} value={value} onChange={onChange} fallback={DEFAULT_BOT_COLOUR} />
                <span
                  aria-hidden
                  style={{
                    width: 24,
                    height: 24,
                    borderRadius: 12,
                    background: HEX.test(colour ?? '') ? colour : DEFAULT_BOT_COLOUR,
                  }}
                />
              </Flex>
            )}
          </FormField>
          <FormActions
            submitting={submitting}
            submitLabel={botId === null ? 'Create Bot' : 'Save'}
            onCancel={() => navigate(links.list)}
          />
        </form>
      </Form>
    </Card>
  );
}
