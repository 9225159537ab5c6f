/** A success answer with a message (toast text) or a status other than 200. */
export class Ok<T> {
  constructor(
    readonly data: T,
    readonly message?: string,
    readonly status = 200,
  ) {}
}

/** A file answer (xlsx export, PDF). */
export class FileAnswer {
  constructor(
    readonly bytes: Uint8Array,
    readonly fileName: string,
    readonly contentType: string,
  ) {}
}

export const ok = <T>(data: T, message?: string, status?: number) => new Ok(data, message, status);
