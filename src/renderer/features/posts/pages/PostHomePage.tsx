import { Flex, Typography } from 'antd';
import { PageHeading } from '../../../lib/PageHeading';
import { MyTemplatesGallery } from '../../templates';
import { DefaultFrameOverPhoto } from '../components/DefaultFrameOverPhoto';

/**
 * /post/home (issue 12, Post home): the User's templates drawn with their brand, the default first,
 * each to download or use in a post; and their default frame over a photo they pick.
 */
export function PostHomePage() {
  return (
    <>
      <PageHeading title="Home" subtitle="Designs made with your brand, ready to post." />
      <Flex vertical gap={24}>
        <section aria-labelledby="post-home-templates">
          <Typography.Title level={4} id="post-home-templates" style={{ marginTop: 0 }}>
            Your templates
          </Typography.Title>
          <MyTemplatesGallery />
        </section>
        <DefaultFrameOverPhoto />
      </Flex>
    </>
  );
}
