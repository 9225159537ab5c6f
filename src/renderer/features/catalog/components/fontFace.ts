/**
 * Loads a master font into the page under a family name of its own, so a list or a form can show
 * text in it. Resolves to the family name, or null when the browser cannot use the font (it then
 * shows in the page's font).
 */
const loading = new Map<string, Promise<string | null>>();
let counter = 0;

export function loadFontFace(key: string, source: string | ArrayBuffer): Promise<string | null> {
  const known = loading.get(key);
  if (known) return known;
  counter += 1;
  const family = `catalog-font-${counter}`;
  const face = new FontFace(family, typeof source === 'string' ? `url(${JSON.stringify(source)})` : source);
  const promise = face
    .load()
    .then((loaded) => {
      document.fonts.add(loaded);
      return family;
    })
    .catch(() => null);
  loading.set(key, promise);
  return promise;
}
