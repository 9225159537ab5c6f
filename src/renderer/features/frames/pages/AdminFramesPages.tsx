import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FrameKind } from '../../../../shared/frames/rules';
import { PageHeading } from '../../../lib/PageHeading';
import { useAdminFrames, useAdminNfcFrames } from '../api';
import { AssignFrameDialogs, type AssignTarget } from '../components/AssignFrameDialogs';
import { FrameList, useFramePageQuery } from '../components/FrameList';
import { SAMPLE_BRAND } from '../components/sampleBrand';
import { frameCreatePath } from '../paths';

type ListResult = ReturnType<typeof useAdminFrames> | ReturnType<typeof useAdminNfcFrames>;

/**
 * The admin Frame and NFC Frame lists (spec 01 section 2; spec 00 section 2, Masters): every frame
 * of the kind, 12 a page with search, drawn with a sample brand; Edit, Assign User, Assign Category,
 * and Delete for NFC frames.
 */
function AdminFrameList({ kind, list }: { kind: FrameKind; list: ListResult }) {
  const navigate = useNavigate();
  const { query, change } = useFramePageQuery();
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const nfc = kind === 'nfc';
  const title = nfc ? 'NFC Frames' : 'Frames';
  return (
    <>
      <PageHeading
        title={title}
        subtitle={
          nfc
            ? 'NFC card frames. Assign them to users or categories; users download their card from them.'
            : 'Image frames. Assign them to users or categories; each user sees them with their brand.'
        }
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(frameCreatePath(kind, true))}
          >
            {nfc ? 'Create NFC Frame' : 'Create Frame'}
          </Button>
        }
      />
      <FrameList
        label={title}
        list={{ ...list, data: list.data, refetch: () => void list.refetch() }}
        query={query}
        onChange={change}
        brand={SAMPLE_BRAND}
        actions={{
          admin: true,
          setDefault: false,
          download: false,
          onAssign: (frame, what) => setAssigning({ frame, what }),
        }}
        emptyText={nfc ? 'No NFC frames yet. Create the first one.' : 'No frames yet. Create the first one.'}
        searchPlaceholder={nfc ? 'Search NFC frames' : 'Search frames'}
      />
      <AssignFrameDialogs target={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}

/** admin/frame */
export function AdminFramesPage() {
  const { query } = useFramePageQuery();
  return <AdminFrameList kind="standard" list={useAdminFrames(query)} />;
}

/** admin/nfc-frame */
export function AdminNfcFramesPage() {
  const { query } = useFramePageQuery();
  return <AdminFrameList kind="nfc" list={useAdminNfcFrames(query)} />;
}
