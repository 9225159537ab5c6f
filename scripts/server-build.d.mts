/** Worker threads the server starts, by the file name it looks for beside itself. */
export declare const SERVER_WORKERS: Record<string, string>;
/** Bundles the server into `outdir` as main.mjs with its workers beside it; answers main.mjs's path. */
export declare function buildServer(
  outdir: string,
  opts?: { root?: string; entries?: Record<string, string> },
): string;
