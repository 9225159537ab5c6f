import { DownOutlined, FileTextOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Dropdown, Flex, Result, Row, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import { checkComposition, postRules } from '../../../../shared/posts/rules';
import { POST_MESSAGES, type StoredDraft } from '../../../../shared/posts/schemas';
import { templatesContract } from '../../../../shared/templates/contract';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess, toastWarning } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { api } from '../../../lib/api';
import { PageHeading } from '../../../lib/PageHeading';
import { companyNameOf, useMe } from '../../account';
import { useBrand } from '../../brand';
import { accountsOf, useSocialAccounts } from '../../social';
import { uploadPostMedia, useCreatePost, useDeleteDraft, useDrafts, useSaveDraft } from '../api';
import { accountKey, hiddenReason, parseAccountKey } from '../accountChoice';
import { AccountPicker } from '../components/AccountPicker';
import { CaptionField } from '../components/CaptionField';
import { MediaPicker, mediaKindOf, type PickedMedia } from '../components/MediaPicker';
import { SchedulePicker, userTimeZone, type ScheduleType } from '../components/SchedulePicker';
import { measureUrl, mimeOfUrl } from '../mediaFacts';
import { useMediaSrc } from '../mediaSrc';
import { myPostsPath } from '../postPaths';
import { base64Of } from '../../../lib/fileData';

/** Issue 13 Screens: drafts save themselves after this much quiet. */
const AUTOSAVE_MS = 1500;
/** Post home draws a template at 1080 px for posting (issue 12). */
const TEMPLATE_WIDTH = 1080;

type FieldErrors = Partial<Record<'caption' | 'media' | 'accounts' | 'scheduledAt', string>>;

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
  const templateId = Number(templateParam);

  const me = useMe();
  const brand = useBrand();
  const accountsQuery = useSocialAccounts();
  const accounts = useMemo(() => accountsOf(accountsQuery.data), [accountsQuery.data]);
  const companyName = brand.data?.companyName || (me.data ? companyNameOf(me.data) : null);

  const [clientId, setClientId] = useState<string>(() => crypto.randomUUID());
  const [draftId, setDraftId] = useState<number | undefined>();
  const [media, setMedia] = useState<PickedMedia[]>([]);
  const [caption, setCaption] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [scheduleType, setScheduleType] = useState<ScheduleType>('now');
  const [scheduledAt, setScheduledAt] = useState<Dayjs | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [templateState, setTemplateState] = useState<'idle' | 'loading' | 'failed'>(
    templateId > 0 ? 'loading' : 'idle',
  );

  const create = useCreatePost();
  const saveDraft = useSaveDraft();
  const drafts = useDrafts();
  const deleteDraft = useDeleteDraft();
  const src = useMediaSrc();

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
    setChosen((c) => (c.some((k) => hidden.has(k)) ? c.filter((k) => !hidden.has(k)) : c));
  }, [accounts, rules]);

  // /post/add-post/{id}: the Post home template drawn with the brand becomes the post's image.
  const templateLoaded = useRef(false);
  useEffect(() => {
    if (!(templateId > 0) || templateLoaded.current) return;
    templateLoaded.current = true;
    void (async () => {
      try {
        const file = await api.download(templatesContract.renderTemplate, {
          params: { id: templateId },
          query: { width: TEMPLATE_WIDTH },
        });
        const bytes = new Uint8Array(file.bytes);
        const base64 = await base64Of(new Blob([bytes], { type: 'image/png' }));
        const facts = await uploadPostMedia(file.fileName || `template-${templateId}.png`, base64);
        setMedia([{ url: facts.url, fileName: file.fileName || 'Template', facts }]);
        setTemplateState('idle');
      } catch (err) {
        setTemplateState('failed');
        toastError(err);
      }
    })();
  }, [templateId]);

  // Drafts save themselves (issue 13): debounced, by the page's client id, offline through the outbox.
  const started = caption.trim() !== '' || media.length > 0;
  const draftBody = useMemo(
    () => ({
      clientId,
      caption,
      media: media.map((m) => m.url),
      accounts: chosen.map(parseAccountKey),
      scheduleType,
      ...(scheduleType === 'custom' && scheduledAt
        ? { scheduledAt: scheduledAt.format('YYYY-MM-DD HH:mm'), timeZone: userTimeZone() }
        : {}),
    }),
    [clientId, caption, media, chosen, scheduleType, scheduledAt],
  );
  const posting = useRef(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  useEffect(() => {
    if (!started || webUpdateMode) return;
    const timer = setTimeout(() => {
      if (posting.current) return;
      saveDraft.mutate(
        { body: draftBody },
        {
          onSuccess: (res) => {
            if (res.data?.id) setDraftId(res.data.id);
            setSavedAt(
              res.queued ? 'Saved on this computer; sent when you are back online' : POST_MESSAGES.draftSaved,
            );
          },
          onError: () => setSavedAt('The draft could not be saved'),
        },
      );
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // saveDraft is a new object each render; the body is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftBody, started, webUpdateMode]);

  const openDraft = async (d: StoredDraft) => {
    setClientId(d.clientId);
    setDraftId(d.id);
    setCaption(d.caption);
    setChosen(d.accounts.map(accountKey));
    setScheduleType(d.scheduleType);
    setScheduledAt(d.scheduledAt ? dayjs(d.scheduledAt, 'YYYY-MM-DD HH:mm') : null);
    setErrors({});
    const measured = await Promise.all(
      d.media.map(async (url) => {
        const mime = mimeOfUrl(url);
        return { url, fileName: url.split('/').pop() ?? 'media', facts: await measureUrl(src(url), mime) };
      }),
    );
    setMedia(measured);
  };

  const check = (): FieldErrors => {
    const composed = checkComposition({
      mediaKind: mediaKindOf(media),
      media: media.map((m) => m.facts),
      caption,
      companyName,
      webUpdateMode,
    });
    const out: FieldErrors = { caption: composed.caption, media: composed.media };
    if (chosen.length === 0) out.accounts = POST_MESSAGES.chooseAccount;
    if (scheduleType === 'custom') {
      if (!scheduledAt) out.scheduledAt = 'Choose a date and time';
      else if (!scheduledAt.isAfter(dayjs())) out.scheduledAt = POST_MESSAGES.pastTime;
    }
    return Object.fromEntries(Object.entries(out).filter(([, v]) => v)) as FieldErrors;
  };

  const onPost = async () => {
    setFormError(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    posting.current = true;
    try {
      await create.mutateAsync({
        body: {
          caption,
          media: media.map((m) => m.url),
          accounts: chosen.map(parseAccountKey),
          scheduleType,
          ...(scheduleType === 'custom' && scheduledAt
            ? { scheduledAt: scheduledAt.format('YYYY-MM-DD HH:mm'), timeZone: userTimeZone() }
            : { timeZone: userTimeZone() }),
          webUpdateMode,
          ...(draftId ? { draftId } : {}),
        },
      });
      toastSuccess(POST_MESSAGES.posted);
      navigate(myPostsPath);
    } catch (err) {
      posting.current = false;
      if (err instanceof ApiError && err.errorCode === 'PartlyPosted') {
        // Spec 01 §7: a 422 still runs the callback; the post went to the other accounts.
        toastWarning(err.message);
        navigate(myPostsPath);
        return;
      }
      // 402: the transport already opened the Limit exceeded dialog (spec 00 §8).
      if (err instanceof ApiError && err.status === 402) return;
      if (err instanceof ApiError && err.status === 422 && err.errors) {
        const e = err.errors;
        const mapped: FieldErrors = {
          caption: e.caption,
          media: e.media,
          accounts: e.accounts ?? Object.entries(e).find(([k]) => k.startsWith('accounts'))?.[1],
          scheduledAt: e.scheduledAt ?? e.timeZone,
        };
        setErrors(Object.fromEntries(Object.entries(mapped).filter(([, v]) => v)) as FieldErrors);
        if (Object.values(mapped).every((v) => !v)) setFormError(errorText(err));
        return;
      }
      // Spec 01 §8: post failures are the server's message in a toast.
      toastError(err);
    }
  };

  const draftItems = (drafts.data ?? []).map((d) => ({
    key: String(d.id),
    label: (
      <Flex vertical style={{ maxWidth: 320 }}>
        <Typography.Text ellipsis>
          {d.caption.trim() || `${d.media.length} media, no caption`}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(d.updatedAt)}
        </Typography.Text>
      </Flex>
    ),
  }));

  const platformIds = [...new Set(accounts.map((a) => a.platformId))];

  return (
    <>
      <PageHeading
        title={webUpdateMode ? 'Add Web Update' : 'Add Post'}
        subtitle={webUpdateMode ? 'An update for your website.' : 'Write once, post to every account.'}
        extra={
          !webUpdateMode && (
            <Dropdown
              trigger={['click']}
              disabled={drafts.isPending}
              menu={{
                items:
                  draftItems.length > 0
                    ? draftItems
                    : [{ key: 'none', label: 'No drafts yet', disabled: true }],
                onClick: ({ key }) => {
                  const d = drafts.data?.find((x) => String(x.id) === key);
                  if (d) void openDraft(d);
                },
              }}
            >
              <Button icon={<FileTextOutlined />}>
                Drafts{drafts.data?.length ? ` (${drafts.data.length})` : ''} <DownOutlined />
              </Button>
            </Dropdown>
          )
        }
      />
      {webUpdateMode && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Web update mode posts to your website only."
          description="Websites are offered here once the Web app is set up for your account; until then there is no website to post to."
        />
      )}
      {formError && (
        <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Post">
            <Flex vertical gap={24}>
              <section aria-label="Media">
                <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
                  Media
                </Typography.Text>
                {templateState === 'loading' ? (
                  <Skeleton.Node active style={{ width: 112, height: 112 }} />
                ) : (
                  <>
                    {templateState === 'failed' && (
                      <Alert
                        type="warning"
                        showIcon
                        style={{ marginBottom: 8 }}
                        title="The template could not be added. Add an image yourself, or try again from Home."
                      />
                    )}
                    <MediaPicker value={media} onChange={setMedia} error={errors.media} />
                  </>
                )}
              </section>
              <CaptionField
                value={caption}
                onChange={setCaption}
                rules={rules}
                platformIds={platformIds}
                error={errors.caption}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Card title="Accounts">
              {accountsQuery.isPending ? (
                <Skeleton active avatar paragraph={{ rows: 3 }} />
              ) : accountsQuery.isError ? (
                <Result
                  status="error"
                  title="Your accounts could not be loaded."
                  subTitle={errorText(accountsQuery.error)}
                  extra={<Button onClick={() => void accountsQuery.refetch()}>Try again</Button>}
                />
              ) : (
                <AccountPicker
                  accounts={accounts}
                  rules={rules}
                  value={chosen}
                  onChange={setChosen}
                  error={errors.accounts}
                />
              )}
            </Card>
            <Card title="When">
              <SchedulePicker
                type={scheduleType}
                at={scheduledAt}
                onType={setScheduleType}
                onAt={setScheduledAt}
                error={errors.scheduledAt}
              />
            </Card>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text type="secondary" aria-live="polite">
                {saveDraft.isPending ? 'Saving draft…' : (savedAt ?? '')}
              </Typography.Text>
              <Flex gap={8}>
                {draftId && (
                  <Button
                    onClick={() =>
                      void deleteDraft
                        .mutateAsync({ params: { id: draftId } })
                        .then(() => {
                          setDraftId(undefined);
                          setClientId(crypto.randomUUID());
                          setCaption('');
                          setMedia([]);
                          setChosen([]);
                          setSavedAt(null);
                          toastSuccess('Draft deleted');
                        })
                        .catch((err: unknown) => toastError(err))
                    }
                    loading={deleteDraft.isPending}
                  >
                    Discard draft
                  </Button>
                )}
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={create.isPending}
                  onClick={() => void onPost()}
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
