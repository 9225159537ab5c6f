import { Button, Result, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { CAMPAIGN_MESSAGES as M } from '../../../../shared/campaigns/schemas';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { adminPath, campaignPath } from '../../../lib/paths';
import { sessionAtom } from '../../../lib/session';
import { useCampaign } from '../api';
import { CampaignEditor } from '../editor/CampaignEditor';
import { campIdFrom } from '../campId';

function useIsAdmin() {
  const session = useAtomValue(sessionAtom);
  return session.status === 'signedIn' && session.role === 'Admin';
}

/** A stored campaign's editor once loaded; not found for a bad or another user's id (404). */
function EditCampaign({ backTo }: { backTo: string }) {
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const id = campIdFrom(useParams().campId);
  const query = useCampaign(id ?? 0, { enabled: id !== null });
  const back = (
    <Button type="primary" onClick={() => navigate(backTo)}>
      Back to the campaigns
    </Button>
  );
  if (query.data)
    return <CampaignEditor key={query.data.id} campaign={query.data} isAdmin={isAdmin} backTo={backTo} />;
  if (id === null || (query.error instanceof ApiError && query.error.status === 404))
    return <Result status="404" title={M.notFound} subTitle="It may have been deleted." extra={back} />;
  if (query.isError)
    return (
      <Result
        status="error"
        title="The campaign could not be loaded."
        subTitle={errorText(query.error, 'Something went wrong')}
        extra={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  return <Skeleton active />;
}

/** campaign/create-campaign */
export function CreateCampaignPage() {
  return <CampaignEditor isAdmin={useIsAdmin()} backTo={campaignPath('my-campaigns')} />;
}

/** campaign/edit-campaign/{campId} */
export const EditCampaignPage = () => <EditCampaign backTo={campaignPath('my-campaigns')} />;

/** admin/manage/campaign/{campId} */
export const ManageCampaignEditPage = () => <EditCampaign backTo={adminPath('manage/campaign')} />;
