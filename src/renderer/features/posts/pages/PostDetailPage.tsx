import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../../../lib/PageHeading';
import { PostDetailView } from '../components/PostDetailView';
import { managePostsPath, myPostsPath } from '../paths';

/** /post/post-detail/{id} (spec 01 §2 post detail): the User's post with delete and Repost. */
export function PostDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  return (
    <>
      <PageHeading
        title="Post Detail"
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(myPostsPath)}>
            My Posts
          </Button>
        }
      />
      <PostDetailView id={id} />
    </>
  );
}

/** /admin/manage/post/{id}: the same detail, read-only (spec 01 §6: an Admin cannot delete or repost). */
export function ManagePostDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  return (
    <>
      <PageHeading
        title="Post Detail"
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(managePostsPath)}>
            Posts
          </Button>
        }
      />
      <PostDetailView id={id} readOnly />
    </>
  );
}
