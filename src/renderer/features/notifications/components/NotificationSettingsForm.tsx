import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Divider, Flex, Form, Row, Switch, Typography } from 'antd';
import { Fragment } from 'react';
import { useForm } from 'react-hook-form';
import {
  NOTIFICATION_TOGGLES,
  notificationSettingsFormSchema,
  type NotificationSettings,
  type NotificationSettingsForm as FormValues,
} from '../../../../shared/notifications/contract';
import { FormActions } from '../../../components/form/FormActions';
import { FormError } from '../../../components/form/FormError';
import { FormField } from '../../../components/form/FormField';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { useSaveNotificationSettings } from '../api';
import { NOTIFICATION_MESSAGES } from '../messages';
import { PhoneInput } from './PhoneInput';

const valuesOf = (s: NotificationSettings, userId?: number): FormValues => ({
  ...(userId ? { userid: userId } : {}),
  postUpcommingFestivals: s.postUpcommingFestivals,
  postUpcommingFestivalsNumber: s.postUpcommingFestivalsNumber ?? '',
  botLead: s.botLead,
  botLeadNumber: s.botLeadNumber ?? '',
  webNewsLetter: s.webNewsLetter,
  webNewsLetterNumber: s.webNewsLetterNumber ?? '',
  webContactUs: s.webContactUs,
  webContactUsNumber: s.webContactUsNumber ?? '',
});

/**
 * Edit mode (spec 03 sections 2.8 and 5.5): per app in the user's plans a switch and its WhatsApp
 * number; a switch on needs its number ("Mobile Number is required", checked here and by the
 * server, whose field errors land on the same fields: section 8.4b).
 */
export function NotificationSettingsForm({
  settings,
  userId,
  onDone,
}: {
  settings: NotificationSettings;
  userId?: number;
  /** After Cancel or a successful save: back to view mode. */
  onDone: () => void;
}) {
  const save = useSaveNotificationSettings(userId);
  const form = useForm<FormValues>({
    resolver: zodResolver(notificationSettingsFormSchema),
    defaultValues: valuesOf(settings, userId),
  });
  const { control } = form;
  const { onSubmit, formError, submitting } = useFormSubmit(
    form,
    async (body) => {
      await save.mutateAsync({ body });
      onDone();
      // The screen's own wording, not the server's longer one (the spec gives none).
    },
    { successToast: NOTIFICATION_MESSAGES.saved },
  );
  // Unavailable apps keep their null toggle and saved number, untouched (issue 11).
  const available = NOTIFICATION_TOGGLES.filter((t) => settings[t.key] !== null);

  return (
    <>
      <FormError message={formError} />
      <form onSubmit={onSubmit} noValidate aria-label="Notification settings">
        <Form layout="vertical" component={false}>
          {available.map((t, i) => (
            <Fragment key={t.key}>
              {i > 0 && <Divider style={{ margin: '8px 0 16px' }} />}
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <FormField control={control} name={t.key} label={t.label}>
                    {({ id, value, onChange, ref, disabled }) => (
                      <Flex align="center" gap={8}>
                        <Switch id={id} ref={ref} checked={!!value} onChange={onChange} disabled={disabled} />
                        <Typography.Text type="secondary" aria-hidden>
                          {value ? 'On' : 'Off'}
                        </Typography.Text>
                      </Flex>
                    )}
                  </FormField>
                </Col>
                <Col xs={24} md={16}>
                  <FormField control={control} name={t.number} label="Mobile Number">
                    {(field) => (
                      <PhoneInput
                        {...field}
                        value={field.value}
                        label={`${t.label} Mobile Number`}
                        countryLabel={`Country code for ${t.label}`}
                      />
                    )}
                  </FormField>
                </Col>
              </Row>
            </Fragment>
          ))}
          <FormActions submitting={submitting} onCancel={onDone} />
        </Form>
      </form>
    </>
  );
}
