import { Flex, Input, Tag, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import type { PostRules } from '../../../../shared/posts/rules';
import { PlatformIcon } from '../../social';

/**
 * The caption with a counter per platform the user can post to (X counts weighted characters) and
 * the hashtag chips (spec 01 §2 Post creation: hashtags extracted, brand tag appended).
 */
export function CaptionField({
  value,
  onChange,
  rules,
  platformIds,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  rules: PostRules;
  /** The platforms of the user's accounts: the counters worth showing. */
  platformIds: readonly number[];
  error?: string;
}) {
  const id = `caption-${useId().replace(/[^\w-]/g, '')}`;
  const counters = rules.platforms.filter((p) => p.caption && platformIds.includes(p.platformId));
  const tagAdded = rules.finalCaption !== value && rules.finalCaption.startsWith(value.trimEnd());
  return (
    <Flex vertical gap={8}>
      <label htmlFor={id}>
        <Typography.Text strong>Caption</Typography.Text>
      </label>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoSize={{ minRows: 5, maxRows: 14 }}
        placeholder="What would you like to share?"
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Flex gap={6} wrap id={`${id}-help`} role="group" aria-label="Characters per platform">
        {counters.map((p) => {
          const over = p.caption!.used > p.caption!.limit;
          return (
            <Tooltip
              key={p.platformId}
              title={`${p.name}: ${p.caption!.used} of ${p.caption!.limit} characters`}
            >
              <Tag
                color={over ? 'error' : undefined}
                icon={<PlatformIcon platformId={p.platformId} decorative />}
              >
                {p.caption!.used.toLocaleString('en-US')} / {p.caption!.limit.toLocaleString('en-US')}
              </Tag>
            </Tooltip>
          );
        })}
      </Flex>
      {rules.hashtags.length > 0 && (
        <Flex gap={6} wrap align="center" role="group" aria-label="Hashtags">
          <Typography.Text type="secondary">Hashtags:</Typography.Text>
          {rules.hashtags.map((t) => (
            <Tag key={t} color="processing">
              {t}
            </Tag>
          ))}
        </Flex>
      )}
      {tagAdded && (
        <Typography.Text type="secondary">
          Your brand tag is added at the end: counters include it.
        </Typography.Text>
      )}
    </Flex>
  );
}
