import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { returnHomePath } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';

/** Return Home (spec 00 section 2): the admin home for Admin, else `/`. */
export function ReturnHomeButton({ primary = true }: { primary?: boolean }) {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<HomeOutlined />}
      onClick={() => navigate(returnHomePath(session.status === 'signedIn' ? session.role : undefined))}
    >
      Return Home
    </Button>
  );
}
