import { Tag } from 'antd';
import { tierLabel } from '../../../../shared/whatsapp/account';

/** Meta's quality rating in words and colour. */
const QUALITY: Record<string, { color: string; label: string }> = {
  GREEN: { color: 'success', label: 'High quality' },
  YELLOW: { color: 'warning', label: 'Medium quality' },
  RED: { color: 'error', label: 'Low quality' },
};
const UNRATED = { color: 'default', label: 'Quality not rated yet' };

export function QualityTag({ rating }: { rating: string | null }) {
  const quality = QUALITY[rating ?? ''] ?? UNRATED;
  return <Tag color={quality.color}>{quality.label}</Tag>;
}

/** What Meta says of a number: quality, messages a second and the daily messaging limit. */
export function NumberTags({
  number,
}: {
  number: { qualityRating: string | null; throughput: number; messagingLimit: string | null };
}) {
  return (
    <>
      <QualityTag rating={number.qualityRating} />
      <Tag>{number.throughput} messages a second</Tag>
      <Tag>{tierLabel(number.messagingLimit)}</Tag>
    </>
  );
}
