import { formatWhatsApp, plainTextOf, type VariableValues } from './format';
import { bodyOf, footerOf, headerOf, templateComponentSchema, type TemplateComponent } from './templates';

/** The text values of one section of a send's parameters ({{1}} is the first): Cloud API shape. */
function valuesOf(params: unknown[], section: 'header' | 'body'): VariableValues {
  const part = params.find((p): p is { type: string; parameters?: unknown[] } => {
    return typeof p === 'object' && p !== null && (p as { type?: unknown }).type === section;
  });
  const values: VariableValues = {};
  (part?.parameters ?? []).forEach((x, i) => {
    const text = (x as { text?: unknown } | null)?.text;
    if (typeof text === 'string') values[i + 1] = text;
  });
  return values;
}

/**
 * A campaign's template message as its recipient reads it (the conversation modal, spec 03 §3.6):
 * the text header, body and footer with the parameters sent filled in, WhatsApp's markers read as
 * the app shows them. `components` and `params` are the stored JSON; null when nothing can be read.
 */
export function sentTemplateText(componentsJson: string | null, paramsJson: string): string | null {
  let components: TemplateComponent[];
  let params: unknown[];
  try {
    const raw: unknown = componentsJson ? JSON.parse(componentsJson) : [];
    components = Array.isArray(raw)
      ? raw.flatMap((c) => {
          const read = templateComponentSchema.safeParse(c);
          return read.success ? [read.data] : [];
        })
      : [];
    const p: unknown = JSON.parse(paramsJson);
    params = Array.isArray(p) ? p : [];
  } catch {
    return null;
  }
  const fill = (text: string | undefined, values: VariableValues) =>
    text ? plainTextOf(formatWhatsApp(text, values)) : null;
  const header = headerOf(components);
  const parts = [
    header?.format === 'TEXT' ? fill(header.text, valuesOf(params, 'header')) : null,
    fill(bodyOf(components)?.text, valuesOf(params, 'body')),
    fill(footerOf(components)?.text, {}),
  ].filter((t): t is string => !!t);
  return parts.length ? parts.join('\n\n') : null;
}
