import type { z } from 'zod';
import type { TransportFile } from './transport';

/**
 * How a multipart endpoint's text fields travel (ARCHITECTURE.md: files arrive as form data): a
 * string as it is, anything else (numbers, booleans, lists) as JSON. The server reads them back by
 * the endpoint's body schema, so one schema checks the form on both sides.
 */
export function formFieldsOf(body: unknown): [string, string][] {
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
}

/** The form data of a multipart request: the fields first (the server reads them before any file), then the files. */
export function formDataOf(body: unknown, files: readonly TransportFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of formFieldsOf(body)) form.append(name, value);
  for (const f of files) {
    const blob =
      f.data instanceof Blob ? f.data : new Blob([f.data as Uint8Array<ArrayBuffer>], { type: f.type });
    form.append(f.field, blob, f.name);
  }
  return form;
}

/** A request's body as it goes on the wire: form data when it carries files, else JSON (or nothing). */
export function wireBodyOf(body: unknown, files?: readonly TransportFile[]): FormData | string | undefined {
  if (files) return formDataOf(body, files);
  return body === undefined ? undefined : JSON.stringify(body);
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The innermost type of a field's schema (past optional, default, …). */
function coreType(schema: z.ZodType): string {
  let t = schema as unknown as { _zod: { def: { type: string; innerType?: unknown; in?: unknown } } };
  for (let i = 0; i < 20; i++) {
    const def = t._zod.def;
    const next = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!next) break;
    t = next as typeof t;
  }
  return t._zod.def.type;
}

/**
 * The body a multipart request's text fields stand for: fields the schema takes as text stay text;
 * the others are read as JSON (a value that is not JSON is left as text for the schema to refuse).
 */
export function bodyFromFields(schema: z.ZodType | undefined, fields: Record<string, string>): unknown {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const type = shape?.[name] ? coreType(shape[name]) : 'string';
    if (type === 'string' || type === 'enum' || type === 'template_literal') {
      out[name] = value;
      continue;
    }
    try {
      out[name] = JSON.parse(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}
