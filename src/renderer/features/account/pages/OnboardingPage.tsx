import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Skeleton, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { brandContract } from '../../../../shared/brand/contract';
import { ONBOARDING_STEPS, type Onboarding } from '../../../../shared/brand/schemas';
import { errorText } from '../../../components/feedback/errorText';
import { toastError } from '../../../components/feedback/toast';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { PATHS } from '../../../lib/paths';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { areaKey } from '../../../lib/queryKeys';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { BusinessCategoryEditor, BusinessDetailsForm, CompanyDetailsForm, useBrand } from '../../brand';
import { ConnectedAccountsCard } from '../../social';
import { companyNameOf, useMe } from '../api';
import { PoweredByAi } from '../components/PoweredByAi';

/** The four step titles of spec 01 section 1, in order. */
const TITLES: Record<(typeof ONBOARDING_STEPS)[number], string> = {
  company: 'Tell us about your company',
  business: 'Provide details about your business',
  details: 'Generate Keywords and Business Details using AI',
  social: 'Connect your social media accounts',
};

/** The first step not done yet: a User who left half way comes back to it. */
export const firstOpenStep = (o: Onboarding) => {
  const open = ONBOARDING_STEPS.findIndex((s) => s !== 'social' && !o.done[s]);
  return open === -1 ? ONBOARDING_STEPS.length - 1 : open;
};

function Wizard({ progress }: { progress: Onboarding }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const narrow = useMediaQuery(MEDIA.mobile);
  const [step, setStep] = useState(() => (progress.finished ? 0 : firstOpenStep(progress)));
  const brand = useBrand();
  const finish = useEndpointMutation(brandContract.finishOnboarding, {
    onSuccess: () => void client.invalidateQueries({ queryKey: areaKey('brand') }),
  });
  const next = () => setStep((s) => Math.min(s + 1, ONBOARDING_STEPS.length - 1));
  const back = <Button onClick={() => setStep((s) => Math.max(s - 1, 0))}>Back</Button>;
  const done = async () => {
    try {
      await finish.mutateAsync({ body: {} });
      navigate(PATHS.home);
    } catch (err) {
      toastError(errorText(err));
    }
  };

  const key = ONBOARDING_STEPS[step];
  const body =
    key === 'company' ? (
      <CompanyDetailsForm hideColor submitLabel="Next" onSaved={next} />
    ) : key === 'business' ? (
      <BusinessCategoryEditor submitLabel="Next" onSaved={next} actions={back} />
    ) : key === 'details' ? (
      brand.data ? (
        <BusinessDetailsForm brand={brand.data} submitLabel="Next" onSaved={next} actions={back} />
      ) : brand.isError ? (
        <Result
          status="error"
          title={errorText(brand.error)}
          extra={<Button onClick={() => void brand.refetch()}>Try again</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )
    ) : (
      <>
        {/* Spec 01 §1 step 4 (issue 13): the Connected Accounts card itself. */}
        <div style={{ marginBottom: 24 }}>
          <ConnectedAccountsCard />
        </div>
        <Flex gap={8}>
          {back}
          <Button onClick={() => void done()} disabled={finish.isPending}>
            Skip
          </Button>
          <Button type="primary" onClick={() => void done()} loading={finish.isPending}>
            Finish
          </Button>
        </Flex>
      </>
    );

  return (
    <Card>
      <Steps
        current={step}
        direction={narrow ? 'vertical' : 'horizontal'}
        size="small"
        items={ONBOARDING_STEPS.map((s, i) => ({
          title: TITLES[s],
          status: i === step ? 'process' : s !== 'social' && progress.done[s] ? 'finish' : 'wait',
        }))}
        style={{ marginBottom: 32 }}
      />
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {TITLES[key]}
      </Typography.Title>
      {body}
    </Card>
  );
}

/**
 * Onboarding (spec 01 section 1, issue 11): four steps with Back and Next, Skip on the last; the
 * steps already done are kept, so a User resumes at the first open one; Finish goes to /home.
 */
export function OnboardingPage() {
  const me = useMe();
  const navigate = useNavigate();
  const progress = useEndpointQuery(brandContract.onboarding);
  const name = me.data ? companyNameOf(me.data) : undefined;
  return (
    <>
      <PageHeading
        title={name ? `Welcome to BizSuite, ${name}!` : 'Welcome to BizSuite!'}
        subtitle="A few steps set your business up. You can come back to any of them later."
        extra={
          <Flex gap={12} align="center">
            <Button type="link" onClick={() => navigate(PATHS.home)}>
              Skip for now and go to Home
            </Button>
            <PoweredByAi />
          </Flex>
        }
      />
      {progress.data ? (
        <Wizard progress={progress.data} />
      ) : progress.isError ? (
        <Result
          status="error"
          title={MESSAGES.somethingWentWrong}
          subTitle={errorText(progress.error, 'Your onboarding could not be loaded.')}
          extra={<Button onClick={() => void progress.refetch()}>Try again</Button>}
        />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </>
  );
}
