import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { brandContract } from '../../../../shared/brand/contract';
import type { LocationOption, Locations } from '../../../../shared/brand/schemas';
import { TIMINGS } from '../../../components/messages';
import { api } from '../../../lib/api';
import { endpointKey } from '../../../lib/queryKeys';

type Kind = LocationOption['type'];
const LIST: Record<Kind, keyof Locations> = { country: 'countries', state: 'states', city: 'cities' };
const KIND_LABEL: Record<Kind, string> = { country: 'Country', state: 'State', city: 'City' };

/** One picked place as a select value: kind, codes and name, so it survives a round trip. */
const keyOf = (type: Kind, l: { name: string; countryCode?: string | null; stateCode?: string | null }) =>
  JSON.stringify([type, l.countryCode ?? '', l.stateCode ?? '', l.name]);

function fromKey(key: string): {
  type: Kind;
  name: string;
  countryCode: string | null;
  stateCode: string | null;
} {
  const [type, countryCode, stateCode, name] = JSON.parse(key) as [Kind, string, string, string];
  return { type, name, countryCode: countryCode || null, stateCode: stateCode || null };
}

export interface LocationSelectProps {
  id?: string;
  value?: Partial<Locations>;
  onChange?: (value: Locations) => void;
  onBlur?: () => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * Business Locations (spec 01 section 2): a type-ahead over every country, state and city, asked of
 * the server 450 ms after typing stops; the picks are kept as the countries, states and cities lists.
 */
export function LocationSelect({ value, onChange, ...rest }: LocationSelectProps) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), TIMINGS.listSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const input = { query: { Search: term, limit: 20 } };
  const search = useQuery({
    queryKey: endpointKey(brandContract.locationSearch, input),
    queryFn: async () => (await api.call(brandContract.locationSearch, input)).data,
    enabled: term.length > 0,
    staleTime: Infinity,
  });

  const picked = useMemo(
    () =>
      (Object.keys(LIST) as Kind[]).flatMap((type) =>
        (value?.[LIST[type]] ?? []).map((l) => ({ key: keyOf(type, l), label: l.name, type })),
      ),
    [value],
  );
  const options = useMemo(() => {
    const found = (search.data ?? []).map((o) => ({ value: keyOf(o.type, o), label: o.label, type: o.type }));
    const seen = new Set(found.map((o) => o.value));
    // The picked places stay among the options so their tags keep their names.
    return [
      ...found,
      ...picked.filter((p) => !seen.has(p.key)).map((p) => ({ value: p.key, label: p.label, type: p.type })),
    ];
  }, [search.data, picked]);

  const change = (keys: string[]) => {
    const next: Locations = { countries: [], states: [], cities: [] };
    for (const key of keys) {
      const { type, ...place } = fromKey(key);
      next[LIST[type]].push(place);
    }
    onChange?.(next);
    setText('');
  };

  return (
    <Select<string[]>
      {...rest}
      mode="multiple"
      value={picked.map((p) => p.key)}
      onChange={change}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      placeholder="Type a city, state or country"
      suffixIcon={<EnvironmentOutlined aria-hidden />}
      notFoundContent={
        search.isFetching ? <Spin size="small" /> : term ? 'No place of that name' : 'Type to search places'
      }
      options={options.map((o) => ({ ...o, title: `${o.label} (${KIND_LABEL[o.type]})` }))}
      optionRender={(o) => (
        <span>
          {o.label} <Tag style={{ marginInlineStart: 6 }}>{KIND_LABEL[(o.data as { type: Kind }).type]}</Tag>
        </span>
      )}
      style={{ width: '100%' }}
    />
  );
}
