import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import { postRules } from '../../../../shared/posts/rules';
import { POST_MESSAGES, type StoredDraft } from '../../../../shared/posts/schemas';
import { PLATFORM } from '../../../../shared/social/platforms';
import { toastError, toastSuccess, toastWarning } from '../../../components/feedback/toast';
import { FormError } from '../../../components/form/FormError';
import { useFormSubmit } from '../../../components/form/useFormSubmit';
import { PageHeading } from '../../../lib/PageHeading';
import { companyNameOf, useMe } from '../../account';
import { useBrand } from '../../brand';
import { accountsOf, useSocialAccounts } from '../../social';
import { useCreatePost, useDeleteDraft } from '../api';
import { accountKey, counterPlatformIds, hiddenReason } from '../accountChoice';
import { CaptionField } from '../components/CaptionField';
import { DraftsMenu } from '../components/DraftsMenu';
import { mediaKindOf } from '../components/MediaPicker';
import { PostAccountsCard } from '../components/PostAccountsCard';
import { PostMediaSection } from '../components/PostMediaSection';
import { SchedulePicker } from '../components/SchedulePicker';
import { measureUrl, mimeOfUrl } from '../mediaFacts';
import { useMediaSrc } from '../mediaSrc';
import { myPostsPath } from '../paths';
import {
  draftValuesOf,
  emptyPostForm,
  onPostFields,
  pickerTime,
  postResolver,
  type PostBody,
  type PostFormContext,
  type PostFormValues,
  wallClockOf,
} from '../postForm';
import { useDraftAutosave } from '../useDraftAutosave';
import { useTemplateMedia } from '../useTemplateMedia';

/**
 * The post page (spec 01 §2 Post creation; issue 13 Screens): media, caption with counters and
 * hashtags, the accounts that can take the post (each hidden one with its reason), and when.
 * `/post/add-post/{id}` starts from a Post home template; `?web=1` is web update mode.
 */
export function AddPostPage() {
  const navigate = useNavigate();
  const { id: templateParam } = useParams();
  const [params] = useSearchParams();
  const webUpdateMode = params.get('web') === '1';

  const me = useMe();
  const brand = useBrand();
  const accountsQuery = useSocialAccounts();
  const accounts = useMemo(() => accountsOf(accountsQuery.data), [accountsQuery.data]);
  const companyName = brand.data?.companyName || (me.data ? companyNameOf(me.data) : null);

  const [clientId, setClientId] = useState<string>(() => crypto.randomUUID());
  const [draftId, setDraftId] = useState<number | undefined>();
  const context: PostFormContext = { companyName, webUpdateMode, draftId };
  const form = useForm<PostFormValues, PostFormContext, PostBody>({
    defaultValues: emptyPostForm,
    resolver: postResolver,
    context,
  });
  const { control, setValue } = form;
  const [caption, media, chosen, scheduleType, scheduledAt] = useWatch({
    control,
    name: ['caption', 'media', 'accounts', 'scheduleType', 'scheduledAt'],
  });
  const values = { caption, media, accounts: chosen, scheduleType, scheduledAt };

  const create = useCreatePost();
  const deleteDraft = useDeleteDraft();
  const src = useMediaSrc();
  const templateState = useTemplateMedia(Number(templateParam), (picked) => setValue('media', picked));
  // Read here so the page re-renders when the user first changes something (react-hook-form's proxy).
  const edited = form.formState.isDirty;
  const autosave = useDraftAutosave({ values, clientId, webUpdateMode, edited, onSaved: setDraftId });

  const rules = useMemo(
    () =>
      postRules({
        mediaKind: mediaKindOf(media),
        media: media.map((m) => m.facts),
        caption,
        companyName,
        webUpdateMode,
      }),
    [media, caption, companyName, webUpdateMode],
  );

  // Spec 01 §5: an account the post cannot go to is unchosen as soon as it is hidden.
  useEffect(() => {
    const hidden = new Set(accounts.filter((a) => hiddenReason(a, rules)).map(accountKey));
    const current = form.getValues('accounts');
    if (current.some((k) => hidden.has(k)))
      setValue(
        'accounts',
        current.filter((k) => !hidden.has(k)),
      );
  }, [accounts, rules, form, setValue]);

  // Web update mode starts with the website chosen (once: the user may still unchoose it).
  const website = accounts.find((a) => a.platformId === PLATFORM.web);
  const websiteChosen = useRef(false);
  useEffect(() => {
    if (!webUpdateMode || !website || websiteChosen.current) return;
    websiteChosen.current = true;
    if (form.getValues('accounts').length === 0) setValue('accounts', [accountKey(website)]);
  }, [webUpdateMode, website, form, setValue]);

  const openDraft = async (d: StoredDraft) => {
    setClientId(d.clientId);
    setDraftId(d.id);
    form.reset(draftValuesOf(d));
    const measured = await Promise.all(
      d.media.map(async (url) => {
        const mime = mimeOfUrl(url);
        return { url, fileName: url.split('/').pop() ?? 'media', facts: await measureUrl(src(url), mime) };
      }),
    );
    setValue('media', measured);
  };

  const discardDraft = (id: number) =>
    void deleteDraft
      .mutateAsync({ params: { id } })
      .then(() => {
        setDraftId(undefined);
        setClientId(crypto.randomUUID());
        setValue('caption', '');
        setValue('media', []);
        setValue('accounts', []);
        autosave.clearStatus();
        toastSuccess('Draft deleted');
      })
      .catch((err: unknown) => toastError(err));

  const { onSubmit } = useFormSubmit(
    form,
    async (body) => {
      autosave.posting.current = true;
      try {
        await create.mutateAsync({ body });
      } catch (err) {
        autosave.posting.current = false;
        if (err instanceof ApiError && err.errorCode === 'PartlyPosted') {
          // Spec 01 §7: a 422 still runs the callback; the post went to the other accounts.
          toastWarning(err.message);
          navigate(myPostsPath);
          return;
        }
        throw onPostFields(err);
      }
      toastSuccess(POST_MESSAGES.posted);
      navigate(myPostsPath);
    },
    // Spec 01 §8: post failures are the server's message in a toast.
    { messageIn: 'toast' },
  );
  const errors = form.formState.errors;
  const platformIds = useMemo(() => counterPlatformIds(accounts), [accounts]);

  return (
    <>
      <PageHeading
        title={webUpdateMode ? 'Add Web Update' : 'Add Post'}
        subtitle={webUpdateMode ? 'An update for your website.' : 'Write once, post to every account.'}
        extra={!webUpdateMode && <DraftsMenu onOpen={(d) => void openDraft(d)} />}
      />
      {webUpdateMode && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Web update mode posts to your website only."
          description={
            accountsQuery.isSuccess && !website
              ? 'Publish your website in the Web app first; then it is offered here.'
              : undefined
          }
        />
      )}
      {/* A check of the shared schema that has no field of its own. */}
      <FormError message={errors.root?.message} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Post">
            <Flex vertical gap={24}>
              <Controller
                control={control}
                name="media"
                render={({ field }) => (
                  <PostMediaSection
                    templateState={templateState}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.media?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="caption"
                render={({ field }) => (
                  <CaptionField
                    value={field.value}
                    onChange={field.onChange}
                    rules={rules}
                    platformIds={platformIds}
                    error={errors.caption?.message}
                  />
                )}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Controller
              control={control}
              name="accounts"
              render={({ field }) => (
                <PostAccountsCard
                  query={accountsQuery}
                  accounts={accounts}
                  rules={rules}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.accounts?.message}
                />
              )}
            />
            <Card title="When">
              <SchedulePicker
                type={scheduleType}
                at={pickerTime(scheduledAt)}
                onType={(t) => setValue('scheduleType', t)}
                onAt={(at) => setValue('scheduledAt', wallClockOf(at))}
                error={errors.scheduledAt?.message}
              />
            </Card>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text type="secondary" aria-live="polite">
                {autosave.status}
              </Typography.Text>
              <Flex gap={8}>
                {draftId && (
                  <Button onClick={() => discardDraft(draftId)} loading={deleteDraft.isPending}>
                    Discard draft
                  </Button>
                )}
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={create.isPending}
                  onClick={() => void onSubmit()}
                >
                  {scheduleType === 'now' ? 'Post' : 'Schedule'}
                </Button>
              </Flex>
            </Flex>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
