import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Row, Switch } from 'antd';
import { useForm } from 'react-hook-form';
import { DEFAULT_DIAL_CODE } from '../../../../shared/account/countries';
import {
  CONTACT_MESSAGES as M,
  CUSTOM_FIELDS,
  contactFormSchema,
  type Contact,
  type ContactForm,
} from '../../../../shared/whatsapp/contacts';
import { DigitsInput } from '../../../components/form/DigitsInput';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import { FormField } from '../../../components/form/FormField';
import { TrimmedInput } from '../../../components/form/TrimmedInput';
import { recordIdOf, useRecordForm, type RecordTarget } from '../../../components/form/useRecordForm';
import { CountryCodeSelect } from '../../account';
import { useContact, useSaveContact } from './api';

const EMPTY: ContactForm = {
  firstName: '',
  lastName: '',
  countryCode: DEFAULT_DIAL_CODE,
  mobileNumber: '',
  email: '',
  companyName: '',
  customField1: '',
  customField2: '',
  customField3: '',
  customField4: '',
  customField5: '',
  optIn: true,
};

const formOf = (c: Contact): ContactForm => ({
  firstName: c.firstName,
  lastName: c.lastName ?? '',
  countryCode: c.countryCode,
  mobileNumber: c.mobileNumber,
  email: c.email ?? '',
  companyName: c.companyName ?? '',
  customField1: c.customField1 ?? '',
  customField2: c.customField2 ?? '',
  customField3: c.customField3 ?? '',
  customField4: c.customField4 ?? '',
  customField5: c.customField5 ?? '',
  optIn: c.optIn,
});

export interface ContactFormModalProps {
  /** null: closed; 'new': Add Contact; a number: Edit that contact. */
  target: RecordTarget;
  onClose: () => void;
  /** Add Contact starting from these values (the inbox's Add to contacts: the chat's number). */
  prefill?: Partial<ContactForm>;
  /** After a save that succeeded (the inbox moves the chat to its known chats). */
  onSaved?: () => void;
}

/** Add or Edit Contact (spec 03 §2.3): names, mobile with its country (India first), e-mail, company, Custom Field 1–5, opt-in. */
export function ContactFormModal({ target, onClose, prefill, onSaved }: ContactFormModalProps) {
  const id = recordIdOf(target);
  const existing = useContact(id);
  const { save } = useSaveContact();
  const form = useForm<ContactForm>({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });
  const { control } = form;
  const dialog = useRecordForm(form, {
    target,
    onClose,
    empty: prefill ? { ...EMPTY, ...prefill } : EMPTY,
    formOf,
    record: existing,
    save: async (recordId, body) => {
      const saved = await save(recordId, body);
      onSaved?.();
      return saved;
    },
    submit: { successToast: id === null ? M.created : M.updated },
  });

  const title = id === null ? 'Add Contact' : 'Edit Contact';
  return (
    <RecordFormModal
      {...dialog}
      title={title}
      width={640}
      formId="contact-form"
      notFound={M.notFound}
      skeletonRows={6}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField control={control} name="firstName" label="First Name" required>
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <FormField control={control} name="lastName" label="Last Name">
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
        </Col>
        <Col xs={10} sm={8}>
          <FormField control={control} name="countryCode" label="Country" required>
            {(field) => <CountryCodeSelect {...field} aria-label="Country" />}
          </FormField>
        </Col>
        <Col xs={14} sm={16}>
          <FormField control={control} name="mobileNumber" label="Mobile Number" required>
            {(field) => <DigitsInput {...field} autoComplete="off" maxLength={15} />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <FormField control={control} name="email" label="Email">
            {(field) => <TrimmedInput {...field} type="email" autoComplete="off" />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <FormField control={control} name="companyName" label="Company Name">
            {(field) => <TrimmedInput {...field} autoComplete="off" />}
          </FormField>
        </Col>
        {CUSTOM_FIELDS.map((name, i) => (
          <Col xs={24} sm={12} key={name}>
            <FormField control={control} name={name} label={`Custom Field ${i + 1}`}>
              {(field) => <TrimmedInput {...field} autoComplete="off" />}
            </FormField>
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <FormField
            control={control}
            name="optIn"
            label="Opt In"
            extra="Only opted-in contacts receive campaign messages."
          >
            {({ value, onChange, ref: _ref, ...field }) => (
              <Switch {...field} checked={value !== false} onChange={(v) => onChange(v)} />
            )}
          </FormField>
        </Col>
      </Row>
    </RecordFormModal>
  );
}
