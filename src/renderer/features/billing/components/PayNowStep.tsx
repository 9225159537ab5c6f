import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { desktopBridge } from '../../../lib/desktop';
import { processingPath, resultPath } from '../paths';
import { idParam, rememberPayment, safePaymentLink } from './paymentStorage';

/** The system browser in the desktop app (its window never leaves the app); this tab otherwise. */
function openLink(link: string): Promise<void> {
  const desktop = desktopBridge();
  if (desktop) return desktop.shellOpenExternal({ url: link });
  window.location.assign(link);
  return Promise.resolve();
}

/**
 * paynow: keeps the log id, then opens the payment link. The desktop app opens it in the system
 * browser (the window never navigates away) and waits on the processing page; a browser goes there
 * itself and comes back through the gateway's callback.
 */
export function PayNowStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logId = idParam(params.get('log'));
  const link = safePaymentLink(params.get('paymentLink'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!logId || !link) {
      navigate(resultPath({ logId: logId ?? undefined }), { replace: true });
      return;
    }
    rememberPayment(logId, 'paynow');
    if (desktopBridge()) {
      openLink(link)
        .then(() => navigate(processingPath(logId), { replace: true }))
        .catch(() => navigate(resultPath({ logId }), { replace: true }));
    } else {
      void openLink(link);
    }
  }, [link, logId, navigate]);

  return (
    <Card>
      <Result
        icon={<Spin size="large" />}
        title="Taking you to the payment page…"
        subTitle="Complete the payment there; you will come back here when it is done."
        extra={link && <Button onClick={() => openLink(link)}>Open the payment page</Button>}
      />
    </Card>
  );
}
