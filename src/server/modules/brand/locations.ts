import type { LocationOption } from '../../../shared/brand/schemas';

/**
 * Business Locations type-ahead (issue 11): countries, states and cities of country-state-city,
 * about 150,000 places. The index is built once, on the first search (the data is 8 MB of JSON and
 * most servers never search), and a search then costs a binary search per kind of place for name
 * prefixes plus, only when those are too few, one native `indexOf` scan for the other matches.
 */

type Kind = LocationOption['type'];
const KINDS: Kind[] = ['country', 'state', 'city'];

/** Letters that NFKD does not take apart ("Łódź", "Ørsted", "Straße"). */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
};

/** Case-, accent- and punctuation-insensitive form: "Saint-Étienne" → "saint etienne". */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæøłđœıþ]/g, (c) => SPECIAL[c])
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface KindIndex {
  /** Sorted by folded name. */
  places: LocationOption[];
  folded: string[];
  /** For each three-character piece, the names (indexes, ascending) that hold it. */
  trigrams: Map<string, Int32Array>;
  /** Every folded name followed by '\n', and where each starts: one native scan for 1–2 characters. */
  text: string;
  starts: Int32Array;
}

const trigramsOf = (name: string) => {
  const out = new Set<string>();
  for (let k = 0; k + 3 <= name.length; k++) out.add(name.slice(k, k + 3));
  return out;
};

function indexOfKind(places: LocationOption[]): KindIndex {
  const rows = places
    .map((place) => ({ place, key: foldName(place.name) }))
    .filter((r) => r.key !== '')
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place.label < b.place.label ? -1 : 1));
  const folded = rows.map((r) => r.key);

  const lists = new Map<string, number[]>();
  folded.forEach((name, i) => {
    for (const t of trigramsOf(name)) {
      const list = lists.get(t);
      if (list) list.push(i);
      else lists.set(t, [i]);
    }
  });
  const trigrams = new Map<string, Int32Array>();
  for (const [t, list] of lists) trigrams.set(t, Int32Array.from(list));

  const starts = new Int32Array(rows.length);
  let at = 0;
  folded.forEach((name, i) => {
    starts[i] = at;
    at += name.length + 1;
  });
  const text = folded.map((name) => `${name}\n`).join('');
  return { places: rows.map((r) => r.place), folded, trigrams, text, starts };
}

/**
 * The names that hold `query` somewhere, in name order: from the shortest list of names holding one
 * of its three-character pieces, each checked; for one or two characters, one scan of all names.
 */
function* containing(index: KindIndex, query: string): Generator<number> {
  if (query.length >= 3) {
    let best: Int32Array | undefined;
    for (const t of trigramsOf(query)) {
      const list = index.trigrams.get(t);
      if (!list) return;
      if (!best || list.length < best.length) best = list;
    }
    for (const i of best!) if (index.folded[i].includes(query)) yield i;
    return;
  }
  let last = -1;
  for (let at = index.text.indexOf(query); at >= 0; at = index.text.indexOf(query, at + 1)) {
    const i = lowerBound(index.starts, at + 1) - 1;
    if (i !== last) yield i;
    last = i;
  }
}

/** The first index whose value is not below `key` (values sorted ascending). */
function lowerBound(values: ArrayLike<string | number>, key: string | number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface LocationIndex {
  search(text: string, limit: number): LocationOption[];
}

export function buildLocationIndex(data: {
  countries: { name: string; isoCode: string }[];
  states: { name: string; isoCode: string; countryCode: string }[];
  cities: { name: string; countryCode: string; stateCode: string }[];
}): LocationIndex {
  const countryName = new Map(data.countries.map((c) => [c.isoCode, c.name]));
  const stateName = new Map(data.states.map((s) => [`${s.countryCode}-${s.isoCode}`, s.name]));
  const label = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');

  const byKind: Record<Kind, KindIndex> = {
    country: indexOfKind(
      data.countries.map((c) => ({
        type: 'country',
        name: c.name,
        countryCode: c.isoCode,
        stateCode: null,
        label: c.name,
      })),
    ),
    state: indexOfKind(
      data.states.map((s) => ({
        type: 'state',
        name: s.name,
        countryCode: s.countryCode,
        stateCode: s.isoCode,
        label: label(s.name, countryName.get(s.countryCode)),
      })),
    ),
    city: indexOfKind(
      data.cities.map((c) => ({
        type: 'city',
        name: c.name,
        countryCode: c.countryCode,
        stateCode: c.stateCode,
        label: label(
          c.name,
          stateName.get(`${c.countryCode}-${c.stateCode}`),
          countryName.get(c.countryCode),
        ),
      })),
    ),
  };

  return {
    search(text, limit) {
      // "Pune, Maharashtra": the part before the first comma matches the name, the rest the label.
      const [head, ...rest] = text.split(',');
      const query = foldName(head);
      const qualifier = foldName(rest.join(' '));
      if (!query) return [];
      const fits = (p: LocationOption) => !qualifier || foldName(p.label).includes(qualifier);

      const out: LocationOption[] = [];
      const seen = new Set<string>();
      const take = (p: LocationOption) => {
        const key = `${p.type}|${p.label}`;
        if (seen.has(key) || !fits(p)) return;
        seen.add(key);
        out.push(p);
      };

      // 1. The name itself, then names that start with the text: countries, states, cities.
      const ranges = KINDS.map((kind) => {
        const index = byKind[kind];
        // Names that start with the query sort between it and the query followed by the last character.
        return {
          index,
          from: lowerBound(index.folded, query),
          to: lowerBound(index.folded, `${query}\uffff`),
        };
      });
      for (const { index, from, to } of ranges)
        for (let i = from; i < to && index.folded[i] === query; i++) take(index.places[i]);
      for (const { index, from, to } of ranges)
        for (let i = from; i < to && out.length < limit; i++) take(index.places[i]);
      if (out.length >= limit) return out.slice(0, limit);

      // 2. A later word that starts with the text ("york" → New York), then the text anywhere.
      const later: { place: LocationOption; rank: number }[] = [];
      KINDS.forEach((kind, kindRank) => {
        const index = byKind[kind];
        for (const i of containing(index, query)) {
          const name = index.folded[i];
          if (name.startsWith(query)) continue; // a prefix match, taken above
          const wordStart = name.includes(` ${query}`);
          later.push({ place: index.places[i], rank: (wordStart ? 0 : 3) + kindRank });
          // Enough to fill the answer with the best kinds even if every later one is a word start.
          if (later.length >= limit * 20) break;
        }
      });
      later.sort((a, b) => a.rank - b.rank);
      for (const { place } of later) {
        if (out.length >= limit) break;
        take(place);
      }
      return out;
    },
  };
}

let shared: Promise<LocationIndex> | null = null;

/** The one index of the server process, built on first use. */
export function locationIndex(): Promise<LocationIndex> {
  shared ??= import('country-state-city').then(({ Country, State, City }) =>
    buildLocationIndex({
      countries: Country.getAllCountries(),
      states: State.getAllStates(),
      cities: City.getAllCities(),
    }),
  );
  return shared;
}
