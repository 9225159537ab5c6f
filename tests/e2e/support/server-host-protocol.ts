/** What a Playwright worker asks its server host (server-host.ts): start a server with this environment, or stop one. */
export type HostRequest = { id: number; start: NodeJS.ProcessEnv } | { id: number; stop: string };

/** The host's answers: ready once loaded; per request its server's address, nothing, or the error; and each server's log lines. */
export type HostReply =
  { ready: true } | { id: number; url?: string; error?: string } | { log: string; line: string };
