import type { AppContext } from '../../context';
import type { Role } from '../../../shared/account/modules';
import { HttpError } from '../../http/errors';
import { ProviderError } from '../../providers/http';
import type { PaymentGateway } from '../../providers/razorpay/gateway';
import { razorpayFromSettings } from '../../providers/razorpay/select';
import { notSetUp } from '../settings/service';

/** The payment gateway as configured now, or null; every payment file reads it from here. */
export function paymentGatewayOf(ctx: AppContext) {
  // Read at each call: Settings → Payments applies without a restart (issue 9 §1).
  const gateway = async (): Promise<PaymentGateway | null> =>
    razorpayFromSettings(await ctx.settings.get('payments'));
  /** A User is told to contact the administrator, an Admin which Settings card to fill in. */
  const requireGateway = async (role?: Role): Promise<PaymentGateway> => {
    const gw = await gateway();
    if (!gw) throw notSetUp('Online payment', 'payments', role);
    return gw;
  };
  return { gateway, requireGateway };
}

export const gatewayError = (err: unknown) =>
  new HttpError(
    502,
    `The payment gateway did not accept the request: ${err instanceof ProviderError ? err.message.replace(/^Razorpay: /, '') : 'no answer'}`,
    'PaymentGatewayError',
  );
