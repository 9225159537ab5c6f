import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../lib/PageHeading';
import { useFrameBrand, useMyFrames } from '../api';
import { FrameList, useFramePageQuery } from '../components/FrameList';
import { frameCreatePath, isAdminPath } from '../paths';

/**
 * A user's frames (spec 01 section 2, Frames list): those they made and those assigned to them,
 * default first, 12 a page, each drawn with their brand; Set Default, and for NFC frames Download
 * and Delete. On the Update User page an Admin sees `userId`'s frames with that user's brand.
 */
export function UserFrames({ userId }: { userId?: number }) {
  const { query, change } = useFramePageQuery();
  const admin = isAdminPath(useLocation().pathname);
  const list = useMyFrames(query, userId);
  const { brand, error: brandError } = useFrameBrand(userId);
  return (
    <FrameList
      label="Frames"
      list={{
        data: list.data,
        isPending: list.isPending,
        // Without the brand the cards cannot be drawn; its failure shows like the list's.
        isError: list.isError || Boolean(brandError),
        error: list.error ?? brandError,
        refetch: () => void list.refetch(),
      }}
      query={query}
      onChange={change}
      brand={brand}
      actions={{ admin, userId, setDefault: true, download: true }}
      emptyText={
        userId
          ? 'This user has no frames yet.'
          : 'No frames yet. Create one, or ask your administrator to assign you one.'
      }
    />
  );
}

function CreateButtons() {
  const navigate = useNavigate();
  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => navigate(frameCreatePath('standard', false))}
      >
        Create Frame
      </Button>
      <Button icon={<PlusOutlined />} onClick={() => navigate(frameCreatePath('nfc', false))}>
        Create NFC Frame
      </Button>
    </>
  );
}

/** post/my-frames?PageNumber= */
export function MyFramesPage() {
  return (
    <>
      <PageHeading
        title="My Frames"
        subtitle="Your frames, drawn with your brand. Your default frame, the one Post home shows, and your default NFC frame are highlighted."
        extra={<CreateButtons />}
      />
      <UserFrames />
    </>
  );
}

/** profile/frames: the same list among the profile tabs. */
export function FramesTabPage() {
  return (
    <>
      <PageHeading title="Frames" extra={<CreateButtons />} />
      <UserFrames />
    </>
  );
}
