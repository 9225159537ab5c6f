import { LinkedinFilled } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, profilePath } from '../../../lib/paths';
import { AuthCard } from '../components/AuthCard';

/**
 * Where LinkedIn sends a phone's browser back after sign-in: a code goes on to /profile/linkedin,
 * which finishes connecting the account (after a sign-in to BizSuite when needed).
 */
export function LinkedInCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error_description') ?? params.get('error');
  const hasCode = Boolean(params.get('code'));
  if (hasCode && !error) return <Navigate to={`${profilePath('linkedin')}?${params.toString()}`} replace />;
  return (
    <AuthCard title="LinkedIn">
      {error ? (
        <Result
          status="error"
          title="LinkedIn sign-in was not completed"
          subTitle={error}
          extra={<Button onClick={() => navigate(PATHS.login)}>Back to BizSuite</Button>}
        />
      ) : (
        <Result
          icon={<LinkedinFilled style={{ color: '#0a66c2' }} />}
          title="Nothing to finish here"
          subTitle="This page is where LinkedIn returns after you sign in to connect an account."
          extra={
            <Button type="primary" onClick={() => navigate(PATHS.login)}>
              Back to BizSuite
            </Button>
          }
        />
      )}
    </AuthCard>
  );
}
