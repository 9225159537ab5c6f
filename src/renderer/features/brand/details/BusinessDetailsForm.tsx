import { BulbOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Form, Input, Space, Tooltip } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { AI_FAILED } from '../../../../shared/ai/contract';
import { uniqueKeywords } from '../../../../shared/brand/rules';
import {
  businessDetailsFormSchema,
  type Brand,
  type BusinessDetailsForm as FormValues,
  type Locations,
} from '../../../../shared/brand/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { toastError } from '../../../components/feedback/toast';
import { VerticalForm } from '../../../components/form/VerticalForm';
import { FormField } from '../../../components/form/FormField';
import { TrimmedTextArea } from '../../../components/form/TrimmedTextArea';
import {
  AiPreviewModal,
  AiUnavailable,
  KEYWORD_REVEAL_MS,
  useAiStatus,
  useSuggestKeywords,
  useWriteDescription,
} from '../../ai';
import { useSaveBusinessDetails } from '../api';
import { useBrandFormSubmit } from '../components/useBrandFormSubmit';
import { DescriptionEditor } from './DescriptionEditor';
import { KeywordBoards, type Boards } from './KeywordBoards';
import { LocationSelect } from './LocationSelect';

export const BUSINESS_DETAILS_SAVED = 'Business Details Submitted Successfully';

/** A keyword sits on one board only (the boards follow keywords by their text). */
function boardsOf(brand: Brand) {
  const seen = new Set<string>();
  const take = (list: string[]) =>
    list.filter((k) => !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
  return {
    pKeywords: take(brand.pKeywords),
    sKeywords: take(brand.sKeywords),
    keywords: take(brand.keywords),
  };
}

const placeNames = (l: Partial<Locations>) =>
  [...(l.cities ?? []), ...(l.states ?? []), ...(l.countries ?? [])].map((p) => p.name).join(', ');

export interface BusinessDetailsFormProps {
  brand: Brand;
  /** An Admin editing another user. */
  userId?: number;
  onSaved?: () => void;
  submitLabel?: string;
  /** Buttons shown before the submit button (Cancel, Back). */
  actions?: ReactNode;
}

/**
 * Business Details, the AI step (spec 01 sections 2, 4 and 5): one-line description, locations,
 * keyword entry with AI suggestions, the keyword boards and the rich description with its AI preview.
 */
export function BusinessDetailsForm({
  brand,
  userId,
  onSaved,
  submitLabel = 'Save',
  actions,
}: BusinessDetailsFormProps) {
  const save = useSaveBusinessDetails();
  const form = useForm<FormValues>({
    resolver: zodResolver(businessDetailsFormSchema),
    defaultValues: {
      brandInfo: {
        siteOneLineDescription: brand.siteOneLineDescription ?? '',
        aiDesription: brand.aiDesription ?? '',
        ...boardsOf(brand),
      },
      locations: brand.locations,
    },
  });
  const { control, getValues, trigger } = form;
  const { onSubmit, formError, submitting } = useBrandFormSubmit(form, save, {
    userId,
    onSaved,
    successToast: BUSINESS_DETAILS_SAVED,
  });

  // The three boards are three form fields shown as one control.
  const keywords = useController({ control, name: 'brandInfo.keywords' });
  const primary = useController({ control, name: 'brandInfo.pKeywords' });
  const secondary = useController({ control, name: 'brandInfo.sKeywords' });
  const boards: Boards = {
    keywords: keywords.field.value ?? [],
    pKeywords: primary.field.value,
    sKeywords: secondary.field.value,
  };
  const setBoards = (next: Boards) => {
    keywords.field.onChange(next.keywords);
    primary.field.onChange(next.pKeywords);
    secondary.field.onChange(next.sKeywords);
    if (form.formState.isSubmitted) void trigger(['brandInfo.pKeywords', 'brandInfo.sKeywords']);
  };
  const placed = new Set(
    [...boards.keywords, ...boards.pKeywords, ...boards.sKeywords].map((k) => k.toLowerCase()),
  );
  const addKeywords = (list: string[]) =>
    setBoards({
      ...boards,
      keywords: [...boards.keywords, ...uniqueKeywords(list).filter((k) => !placed.has(k.toLowerCase()))],
    });

  // Keyword entry: Enter adds.
  const entryId = `keyword-entry-${useId().replace(/[^\w-]/g, '')}`;
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const addEntry = () => {
    const k = entry.trim();
    if (!k) return setEntryError('Enter a keyword');
    if (placed.has(k.toLowerCase())) return setEntryError('This keyword is already there');
    addKeywords([k]);
    setEntry('');
    setEntryError(null);
  };

  // AI keyword suggestions appear 600 ms after they arrive (spec 01 section 9).
  const suggest = useSuggestKeywords();
  // Issue 23: AI not set up is said before a button is pressed, and both buttons are off.
  const aiStatus = useAiStatus();
  const aiOff = aiStatus.data?.available === false ? aiStatus.data.message : null;
  const aiOffId = `ai-unavailable-${useId().replace(/[^\w-]/g, '')}`;
  const [revealing, setRevealing] = useState(false);
  const reveal = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reveal.current), []);
  const suggestKeywords = async () => {
    if (!(await trigger('brandInfo.siteOneLineDescription'))) return;
    const values = getValues();
    try {
      setRevealing(true);
      const { data } = await suggest.mutateAsync({
        body: {
          one_line_explain: values.brandInfo.siteOneLineDescription,
          location: placeNames(values.locations),
          p_keywords: values.brandInfo.pKeywords,
        },
      });
      reveal.current = setTimeout(() => {
        addKeywords([...data.keywords, ...data.meta_keywords]);
        setRevealing(false);
      }, KEYWORD_REVEAL_MS);
    } catch (err) {
      setRevealing(false);
      toastError(errorText(err, AI_FAILED));
    }
  };

  // The description's AI preview.
  const write = useWriteDescription();
  const [previewOpen, setPreviewOpen] = useState(false);
  const description = useController({ control, name: 'brandInfo.aiDesription' });
  const openPreview = async () => {
    if (await trigger('brandInfo.siteOneLineDescription')) setPreviewOpen(true);
  };
  const generate = async () => {
    const v = getValues();
    const { data } = await write.mutateAsync({
      body: {
        one_line_explain: v.brandInfo.siteOneLineDescription,
        context: [brand.companyName, brand.businessType].filter(Boolean).join(', '),
        keywords: v.brandInfo.pKeywords,
        secondary_keywords: v.brandInfo.sKeywords,
        location: placeNames(v.locations),
      },
    });
    return data.content;
  };

  const { errors } = form.formState;
  return (
    <>
      <VerticalForm label="Business Details" onSubmit={onSubmit} formError={formError}>
        <FormField
          control={control}
          name="brandInfo.siteOneLineDescription"
          label="One line description"
          required
        >
          {(field) => (
            <TrimmedTextArea
              {...field}
              count={{ max: 250 }}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder="e.g. Family bakery in Pune baking eggless cakes and breads since 1998"
            />
          )}
        </FormField>
        <FormField control={control} name="locations" label="Business Locations" required>
          {(field) => <LocationSelect {...field} />}
        </FormField>

        <AiUnavailable id={aiOffId} message={aiOff} />
        <Form.Item
          label="Add keywords"
          htmlFor={entryId}
          validateStatus={entryError ? 'error' : undefined}
          help={entryError ?? 'Press Enter to add a keyword, or let AI suggest some from your description.'}
        >
          <Flex gap={8} wrap>
            <Input
              id={entryId}
              value={entry}
              count={{ max: 100 }}
              onChange={(e) => {
                setEntry(e.target.value);
                setEntryError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addEntry();
                }
              }}
              placeholder="Type a keyword"
              style={{ flex: '1 1 240px' }}
            />
            <Space>
              <Button icon={<PlusOutlined />} onClick={addEntry}>
                Add
              </Button>
              <Tooltip title={aiOff}>
                <Button
                  icon={<BulbOutlined />}
                  loading={revealing}
                  disabled={Boolean(aiOff)}
                  aria-describedby={aiOff ? aiOffId : undefined}
                  onClick={() => void suggestKeywords()}
                >
                  Suggest keywords with AI
                </Button>
              </Tooltip>
            </Space>
          </Flex>
        </Form.Item>
        {revealing && (
          <Alert
            type="info"
            showIcon
            title="AI is finding keywords for your business…"
            style={{ marginBottom: 12 }}
          />
        )}
        <div style={{ marginBottom: 24 }}>
          <KeywordBoards
            value={boards}
            onChange={setBoards}
            errors={{
              pKeywords: errors.brandInfo?.pKeywords?.message,
              sKeywords: errors.brandInfo?.sKeywords?.message,
            }}
          />
        </div>

        <Form.Item
          label={<span id="business-description-label">Business Description</span>}
          required
          validateStatus={description.fieldState.error ? 'error' : undefined}
          help={
            description.fieldState.error ? (
              <span id="business-description-error" role="alert">
                {description.fieldState.error.message}
              </span>
            ) : undefined
          }
        >
          <DescriptionEditor
            value={description.field.value}
            onChange={description.field.onChange}
            onBlur={description.field.onBlur}
            status={description.fieldState.error ? 'error' : undefined}
            aria-invalid={description.fieldState.error ? true : undefined}
            aria-describedby={description.fieldState.error ? 'business-description-error' : undefined}
            aria-required
            onAi={() => void openPreview()}
            aiOff={aiOff ? { reason: aiOff, describedBy: aiOffId } : null}
          />
        </Form.Item>

        <Flex gap={8}>
          {actions}
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Flex>
      </VerticalForm>
      <AiPreviewModal
        open={previewOpen}
        title="Business Description"
        generate={generate}
        onClose={() => setPreviewOpen(false)}
        onAdd={(html) => {
          description.field.onChange(html);
          setPreviewOpen(false);
          if (form.formState.isSubmitted) void trigger('brandInfo.aiDesription');
        }}
      />
    </>
  );
}
