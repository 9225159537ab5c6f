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

/**
 * A success answer whose envelope is already text: an answer cached with its serialization (Account/Me,
 * asked by every screen), so a request that finds it builds and stringifies nothing (issue 22).
 */
export class JsonAnswer<T> {
  readonly json: string;
  constructor(readonly data: T) {
    this.json = JSON.stringify({ success: true, data });
  }
}

export const ok = <T>(data: T, message?: string, status?: number) => new Ok(data, message, status);
