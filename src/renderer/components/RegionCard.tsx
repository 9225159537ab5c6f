import { Card, type CardProps } from 'antd';

/** A card that is a named region: screen readers (and Playwright's `getByRole('region')`) find it by its title. */
export function RegionCard({ title, ...rest }: Omit<CardProps, 'title'> & { title: string }) {
  return <Card title={title} role="region" aria-label={title} {...rest} />;
}
