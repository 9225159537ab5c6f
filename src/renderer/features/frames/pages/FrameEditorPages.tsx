import { Button, Card, Result, Skeleton } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { FrameKind } from '../../../../shared/frames/rules';
import { FRAME_MESSAGES } from '../../../../shared/frames/schemas';
import { EditorLoadState } from '../../../components/EditorLoadState';
import { PageHeading } from '../../../lib/PageHeading';
import { useFrame, useNfcFrame } from '../api';
import { FrameEditor } from '../editor/FrameEditor';
import { frameIdFrom, frameListPath } from '../paths';

/**
 * A stored frame's editor once it has loaded (spec 01 section 2); not found after a 404 (another
 * user's frame answers 404 too), and a plain notice for a frame the caller may use but not change.
 */
function EditFrame({ kind, id, admin }: { kind: FrameKind; id: number | null; admin: boolean }) {
  const navigate = useNavigate();
  const valid = id !== null;
  const standard = useFrame(id ?? 0, { enabled: valid && kind === 'standard' });
  const nfc = useNfcFrame(id ?? 0, { enabled: valid && kind === 'nfc' });
  const query = kind === 'nfc' ? nfc : standard;
  const back = () => navigate(frameListPath(kind, admin));
  const title = kind === 'nfc' ? 'Edit NFC Frame' : 'Edit Frame';

  if (query.data && query.data.canEdit)
    return (
      <FrameEditor key={`${query.data.kind}-${query.data.id}`} kind={kind} frame={query.data} admin={admin} />
    );

  return (
    <>
      <PageHeading title={title} />
      <Card>
        {query.data ? (
          <Result
            status="info"
            title={FRAME_MESSAGES.notEditable}
            extra={
              <Button type="primary" onClick={back}>
                Back to the frames
              </Button>
            }
          />
        ) : (
          <EditorLoadState
            valid={valid}
            query={query}
            what="frame"
            backLabel="Back to the frames"
            onBack={back}
            loading={<Skeleton active paragraph={{ rows: 10 }} />}
          />
        )}
      </Card>
    </>
  );
}

/** A user's editor page: `?id=` edits that frame, none makes a new one. */
function UserEditorPage({ kind }: { kind: FrameKind }) {
  const [params] = useSearchParams();
  const raw = params.get('id');
  if (raw === null) return <FrameEditor key={`new-${kind}`} kind={kind} admin={false} />;
  return <EditFrame kind={kind} id={frameIdFrom(raw)} admin={false} />;
}

/** post/create-frame */
export const CreateFramePage = () => <FrameEditor key="new-standard" kind="standard" admin={false} />;
/** post/frame?id= */
export const FramePage = () => <UserEditorPage kind="standard" />;
/** post/NFC-Card-Frame[?id=] */
export const NfcCardFramePage = () => <UserEditorPage kind="nfc" />;

/** admin/create-frame */
export const AdminCreateFramePage = () => <FrameEditor key="new-standard" kind="standard" admin />;
/** admin/create-nfc-frame */
export const AdminCreateNfcFramePage = () => <FrameEditor key="new-nfc" kind="nfc" admin />;

function AdminEditPage({ kind }: { kind: FrameKind }) {
  const id = frameIdFrom(useParams().id);
  return <EditFrame key={id ?? 'none'} kind={kind} id={id} admin />;
}
/** admin/create-frame/{id} */
export const AdminEditFramePage = () => <AdminEditPage kind="standard" />;
/** admin/create-nfc-frame/{id} */
export const AdminEditNfcFramePage = () => <AdminEditPage kind="nfc" />;
