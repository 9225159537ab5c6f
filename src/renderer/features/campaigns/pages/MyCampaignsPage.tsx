import { useState } from 'react';
import { CAMPAIGN_MESSAGES as M, type Campaign } from '../../../../shared/campaigns/schemas';
import { QrDialog } from '../../../components/qr/QrDialog';
import { TileGrid } from '../../../components/TileGrid';
import { useTileDelete } from '../../../components/useTileDelete';
import { campaignPath } from '../../../lib/paths';
import { useCampaigns, useDeleteCampaign } from '../api';
import { CampaignCard } from '../components/CampaignCard';

/** My Campaigns (§2): a grid with Edit, QR, Link, Delete and a visitors link per campaign. */
export function MyCampaignsPage() {
  const remove = useTileDelete<Campaign>(useDeleteCampaign(), {
    ask: () => ({ title: M.deleteTitle, content: M.deleteText }),
    deleted: M.deleted,
  });
  const [qrOf, setQrOf] = useState<Campaign | null>(null);
  const tile = (c: Campaign) => (
    <CampaignCard
      campaign={c}
      editTo={campaignPath('edit-campaign/:campId', { campId: c.id })}
      visitorsTo={campaignPath('analytics/campaign-visitors/:campId', { campId: c.id })}
      onQr={() => setQrOf(c)}
      onDelete={() => remove.onDelete(c)}
      deleting={remove.isDeleting(c)}
    />
  );

  return (
    <TileGrid
      names={{ one: 'Campaign', many: 'Campaigns' }}
      createTo={campaignPath('create-campaign')}
      useList={useCampaigns}
      span={{ xs: 24, sm: 12, lg: 8, xl: 6 }}
      renderTile={tile}
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
