/**
 * A network's app as its Settings card gives it. `base`, when set (Advanced, for a test server or
 * a proxy), replaces the scheme and host of every address the network uses, keeping their paths,
 * so one loopback fake can stand in for a network spread over several hosts.
 */
export interface SocialApp {
  clientId: string;
  clientSecret: string;
  base?: string;
}

export const hostOf = (app: SocialApp, real: string) => app.base ?? real;
