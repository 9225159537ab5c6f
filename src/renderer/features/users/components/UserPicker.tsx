import { keepPreviousData } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { TIMINGS } from '../../../components/messages';
import { usersContract } from '../../../../shared/users/contract';
import { useEndpointQuery } from '../../../lib/query';

export interface UserPickerProps {
  value?: number;
  onChange: (userId: number) => void;
  id?: string;
  placeholder?: string;
}

/**
 * Choose one business owner (role User) by name, company or e-mail: what an Admin does before making
 * something for a user (manage/card create). Searches the server as they type, like the lists.
 */
export function UserPicker({ value, onChange, id, placeholder = 'Search users by name' }: UserPickerProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TIMINGS.listSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const users = useEndpointQuery(
    usersContract.list,
    { query: { PageNumber: 1, pagesize: 30, ...(search ? { Search: search } : {}) } },
    { placeholderData: keepPreviousData },
  );
  const options = (users.data?.records ?? [])
    .filter((u) => u.role === 'User')
    .map((u) => ({
      value: u.id,
      label: `${u.userName}${u.companyName ? ` (${u.companyName})` : ''}`,
      title: u.email,
    }));
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      options={options}
      loading={users.isFetching}
      notFoundContent={users.isPending ? 'Loading…' : 'No users found'}
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}
