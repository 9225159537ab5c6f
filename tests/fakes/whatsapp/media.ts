type Answer = { status: number; body: unknown };

/**
 * The media side of the Cloud API fake (issue 26 "Header media"): `POST /{phone-number-id}/media`,
 * multipart with `messaging_product=whatsapp`, `type` (the file's MIME type) and `file`, answers
 * `{ "id": "<media-id>" }` (developers.facebook.com/docs/whatsapp/cloud-api/reference/media, "Upload
 * media"; the same shape on docs.kapso.ai/api-reference/media/upload-media). A media id belongs to
 * the number that uploaded it and lasts 30 days (`forget()` stands for Meta dropping them). Errors
 * use the Graph API envelope: a missing field is `(#100)`; an upload Meta refuses, and a message
 * naming a media id Meta does not have, is `(#131053) Media upload error` with the reason in
 * `error_data.details` (Meta's error-code table, developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes;
 * 360dialog's copy at docs.360dialog.com, "Error Code Reference").
 */
export function mediaFake() {
  let counter = 0;
  const uploads: { phoneNumberId: string; id: string; type: string; fileName: string; bytes: number }[] = [];
  const known = new Map<string, string>();
  /** Media customers sent (the inbox downloads them): `GET /{media-id}` then its `url`. */
  const received = new Map<string, { type: string; bytes: Uint8Array }>();
  const failures: ('refused' | 'server')[] = [];

  const mediaError = (details: string, status = 400): Answer => ({
    status,
    body: {
      error: {
        message: '(#131053) Media upload error',
        type: 'OAuthException',
        code: 131053,
        error_user_title: 'Media upload error',
        error_user_msg: details,
        error_data: { messaging_product: 'whatsapp', details },
        fbtrace_id: 'AbCdEf',
      },
    },
  });

  /** The answer to an upload from `phoneNumberId`; `raw` is the multipart body, `contentType` its header. */
  function upload(phoneNumberId: string, raw: string, contentType: string): Answer {
    const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
    const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [];
    const field = (name: string) => {
      const part = parts.find((p) => new RegExp(`name="${name}"(\\s|$)`).test(p.split('\r\n\r\n')[0]));
      return part?.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '');
    };
    const filePart = parts.find((p) => /name="file"; filename="/.test(p.split('\r\n\r\n')[0]));
    for (const [name, ok] of [
      ['messaging_product', field('messaging_product') === 'whatsapp'],
      ['type', !!field('type')],
      ['file', !!filePart],
    ] as const)
      if (!ok)
        return {
          status: 400,
          body: {
            error: {
              message: `(#100) The parameter ${name} is required.`,
              type: 'OAuthException',
              code: 100,
            },
          },
        };
    const failure = failures.shift();
    if (failure === 'server')
      return {
        status: 500,
        body: { error: { message: '(#131000) Something went wrong', type: 'OAuthException', code: 131000 } },
      };
    if (failure === 'refused') return mediaError('The file type is not supported for this media type');
    counter += 1;
    const id = `${900000000 + counter}`;
    known.set(id, phoneNumberId);
    const head = filePart!.split('\r\n\r\n')[0];
    uploads.push({
      phoneNumberId,
      id,
      type: field('type')!,
      fileName: /filename="([^"]*)"/.exec(head)?.[1] ?? '',
      bytes: filePart!.split('\r\n\r\n').slice(1).join('\r\n\r\n').length - 2,
    });
    return { status: 200, body: { id } };
  }

  /** Meta's refusal of a message whose header names media it does not have (for this number), else null. */
  function checkHeader(phoneNumberId: string, body: any): Answer | null {
    const header = (body?.template?.components ?? []).find((c: any) => c?.type === 'header');
    for (const p of header?.parameters ?? []) {
      const media = p?.[p?.type];
      const id = media?.id;
      if (id !== undefined && known.get(String(id)) !== phoneNumberId)
        return mediaError(`Media id ${String(id)} was not found or has expired. Upload the media again.`);
    }
    return null;
  }

  /** `GET /{media-id}` of a customer's media, and `GET /lookaside/{id}` its bytes; null for other paths. */
  function download(
    path: string,
    host: string,
  ): (Answer & { bytes?: Uint8Array; headers?: Record<string, string> }) | null {
    const info = path.match(/^\/v[\d.]+\/([^/]+)$/);
    if (info && received.has(info[1])) {
      const m = received.get(info[1])!;
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          url: `http://${host}/lookaside/${info[1]}`,
          mime_type: m.type,
          file_size: m.bytes.length,
          id: info[1],
        },
      };
    }
    const file = path.match(/^\/lookaside\/([^/]+)$/);
    if (file && received.has(file[1])) {
      const m = received.get(file[1])!;
      return { status: 200, body: null, bytes: m.bytes, headers: { 'content-type': m.type } };
    }
    return null;
  }

  return {
    upload,
    checkHeader,
    download,
    /** A customer sends this media: its id answers `GET /{media-id}` and the download. */
    receive(id: string, type: string, bytes: Uint8Array) {
      received.set(id, { type, bytes });
    },
    /** Uploads accepted, in order. */
    uploads,
    /** The next uploads fail this way, once each: Meta refuses the file, or fails itself (500). */
    failNext(...kinds: ('refused' | 'server')[]) {
      failures.push(...kinds);
    },
    /** Meta drops every media id (30 days passed). */
    forget() {
      known.clear();
    },
  };
}
