import { notAvailableMessage } from '../../../shared/settings/not-set-up';
import type { SettingsValues } from '../../../shared/settings/registry';
import type { SocialApp } from './app';
import { googleProviders } from './google';
import { publishedOnce } from './http';
import { linkedinProvider } from './linkedin';
import { metaProviders } from './meta';
import { xProvider } from './x';
import { SocialNotConfigured, type SocialOptions, type SocialProvider } from './types';
import {
  networkName,
  settingsCardOf,
  type Network,
  type SocialSettingsId,
} from '../../../shared/social/platforms';

/**
 * The provider of each network from the Settings cards (issue 13): read when asked, so a card
 * saved by an Admin applies to the next call. A network whose card is not filled in still gets a
 * provider, whose every call throws SocialNotConfigured.
 */

export interface SocialSettingsReader {
  get<I extends SocialSettingsId>(id: I): Promise<SettingsValues<I>>;
}

/** The app of a card when its id and secret are set, else null. */
export function socialAppOf(values: {
  clientId?: string;
  clientSecret?: string;
  apiBase?: string;
}): SocialApp | null {
  return values.clientId && values.clientSecret
    ? { clientId: values.clientId, clientSecret: values.clientSecret, base: values.apiBase || undefined }
    : null;
}

/**
 * "X is not available yet. Please contact the administrator.": what a User reads when a network's
 * card is empty (a post's failure, a sign-in); never a setting or variable name. An Admin's answer
 * names the card instead (`notSetUpMessage` with the caller's role, where the role is known).
 */
export function notConfiguredMessage(network: Network): string {
  return notAvailableMessage(networkName(network));
}

export function providerFor(network: Network, app: SocialApp, options: SocialOptions = {}): SocialProvider {
  const provider = networkProvider(network, app, options);
  return { ...provider, publish: (...a) => publishedOnce(() => provider.publish(...a)) };
}

function networkProvider(network: Network, app: SocialApp, options: SocialOptions): SocialProvider {
  switch (network) {
    case 'facebook':
    case 'instagram':
      return metaProviders(app, options)[network];
    case 'google':
    case 'youtube':
      return googleProviders(app, options)[network];
    case 'x':
      return xProvider(app, options);
    case 'linkedin':
      return linkedinProvider(app, options);
  }
}

/** A provider whose every method throws SocialNotConfigured (authUrl at once, the others as a rejected promise). */
function unconfigured(network: Network): SocialProvider {
  const fail = () => {
    throw new SocialNotConfigured(network, notConfiguredMessage(network));
  };
  const reject = async () => fail();
  return {
    network,
    authUrl: fail,
    exchangeCode: reject,
    refresh: reject,
    listTargets: reject,
    validate: reject,
    publish: reject,
    findRecent: reject,
    metrics: reject,
  };
}

export function socialProviders(settings: SocialSettingsReader, options: SocialOptions = {}) {
  return {
    /** The network's provider with the card's current values (and this caller's `beforeCall`, if any). */
    async provider(network: Network, extra: Pick<SocialOptions, 'beforeCall'> = {}): Promise<SocialProvider> {
      const app = socialAppOf(await settings.get(settingsCardOf(network)));
      return app ? providerFor(network, app, { ...options, ...extra }) : unconfigured(network);
    },
    /** Whether the network's card is filled in (the connect page offers only these). */
    async configured(network: Network): Promise<boolean> {
      return socialAppOf(await settings.get(settingsCardOf(network))) !== null;
    },
  };
}

export type SocialProviders = ReturnType<typeof socialProviders>;
