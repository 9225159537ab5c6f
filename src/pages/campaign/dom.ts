/**
 * Building the page without HTML strings: every text a campaign owner or a visitor typed goes in
 * with textContent (issue 15: texts escaped; the page's CSP allows no inline code anyway).
 */
type Attrs = Record<string, string | boolean | number | undefined>;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/** Replaces an element's text (never its HTML). */
export const setText = (node: Element, text: string) => {
  node.textContent = text;
};
