import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { TIMINGS } from '../messages';
import { visuallyHidden } from '../visuallyHidden';

export interface ListSearchProps {
  /** The search the list currently applies (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  label?: string;
  placeholder?: string;
}

/** The list's search box: applies what is typed after 450 ms of quiet (spec 00 section 9), or on Enter. */
export function ListSearch({ value, onSearch, label = 'Search', placeholder = 'Search' }: ListSearchProps) {
  const id = `search-${useId().replace(/[^\w-]/g, '')}`;
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Follow the URL when it changes from elsewhere (Back, a link), but not while the text only
  // differs by spaces the user is still typing.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), TIMINGS.listSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <>
      <label htmlFor={id} style={visuallyHidden}>
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        allowClear
        placeholder={placeholder}
        prefix={<SearchOutlined aria-hidden aria-label={undefined} />}
        style={{ width: 260, maxWidth: '100%' }}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={() => text.trim() !== value && onSearch(text.trim())}
      />
    </>
  );
}
