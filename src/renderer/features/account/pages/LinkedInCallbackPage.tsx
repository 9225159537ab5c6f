import { LinkedinFilled } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import { AuthCard } from '../components/AuthCard';

/**
 * Where LinkedIn sends a phone's browser back after sign-in. Connecting the account is finished
 * by the Social Accounts page, which is not built yet: this page says so rather than pretend.
 */
export function LinkedInCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error_description') ?? params.get('error');
  const hasCode = Boolean(params.get('code'));
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
          title={hasCode ? 'LinkedIn sign-in received' : 'Nothing to finish here'}
          subTitle={
            hasCode
              ? 'Connecting LinkedIn accounts from a phone is not available yet. Connect LinkedIn from Social Accounts in the BizSuite app when it arrives.'
              : 'This page is where LinkedIn returns after you sign in to connect an account.'
          }
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
