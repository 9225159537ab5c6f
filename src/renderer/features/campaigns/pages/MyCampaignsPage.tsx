import { useState } from 'react';
import { CAMPAIGN_MESSAGES as M, type Campaign } from '../../../../shared/campaigns/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { QrDialog } from '../../../components/qr/QrDialog';
import { TileGrid } from '../../../components/TileGrid';
import { useUrlPage } from '../../../components/urlPage';
import { campaignPath } from '../../../lib/paths';
import { useCampaigns, useDeleteCampaign } from '../api';
import { CampaignCard } from '../components/CampaignCard';

/** My Campaigns (§2): a grid with Edit, QR, Link, Delete and a visitors link per campaign. */
export function MyCampaignsPage() {
  const { page, update } = useUrlPage();
  const list = useCampaigns(page);
  const remove = useDeleteCampaign();
  const [qrOf, setQrOf] = useState<Campaign | null>(null);

  const onDelete = async (c: Campaign) => {
    if (
      !(await confirmAction({ title: M.deleteTitle, content: M.deleteText, okText: 'Delete', danger: true }))
    )
      return;
    try {
      const res = await remove.mutateAsync({ params: { id: c.id } });
      toastSuccess(res.message ?? M.deleted);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <TileGrid<Campaign>
      title="My Campaigns"
      createLabel="Create New Campaign"
      createTo={campaignPath('create-campaign')}
      page={page}
      go={update}
      list={list}
      noun="campaigns"
      emptyText={M.noData}
      span={{ xs: 24, sm: 12, lg: 8, xl: 6 }}
      renderTile={(c) => (
        <CampaignCard
          campaign={c}
          editTo={campaignPath('edit-campaign/:campId', { campId: c.id })}
          visitorsTo={campaignPath('analytics/campaign-visitors/:campId', { campId: c.id })}
          onQr={() => setQrOf(c)}
          onDelete={() => void onDelete(c)}
          deleting={remove.isPending && remove.variables?.params.id === c.id}
        />
      )}
    >
      <QrDialog
        open={qrOf !== null}
        link={qrOf?.publicUrl ?? ''}
        fileName={qrOf ? `${qrOf.url}-qr` : 'qr-code'}
        onClose={() => setQrOf(null)}
      />
    </TileGrid>
  );
}
