import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../../../lib/PageHeading';
import { PostDetailView } from '../components/PostDetailView';
import { managePostsPath, myPostsPath } from '../paths';

/** The post in the address, with a way back to the list it came from. */
function PostDetail({
  backTo,
  backLabel,
  readOnly,
}: {
  backTo: string;
  backLabel: string;
  readOnly?: boolean;
}) {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  return (
    <>
      <PageHeading
        title="Post Detail"
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
            {backLabel}
          </Button>
        }
      />
      <PostDetailView id={id} readOnly={readOnly} />
    </>
  );
}

/** /post/post-detail/{id} (spec 01 §2 post detail): the User's post with delete and Repost. */
export const PostDetailPage = () => <PostDetail backTo={myPostsPath} backLabel="My Posts" />;

/** /admin/manage/post/{id}: the same detail, read-only (spec 01 §6: an Admin cannot delete or repost). */
export const ManagePostDetailPage = () => <PostDetail backTo={managePostsPath} backLabel="Posts" readOnly />;
