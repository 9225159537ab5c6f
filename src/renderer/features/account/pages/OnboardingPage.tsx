import {
  ArrowRightOutlined,
  BankOutlined,
  CrownOutlined,
  RobotOutlined,
  ShareAltOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../lib/PageHeading';
import { PATHS, profilePath } from '../../../lib/paths';
import { companyNameOf, useMe } from '../api';
import { PoweredByAi } from '../components/PoweredByAi';

interface Step {
  /** The onboarding step titles of spec 01 section 1. */
  title: string;
  description: string;
  icon: ReactNode;
  to: string;
}

const STEPS: Step[] = [
  {
    title: 'Tell us about your company',
    description:
      'Your company name, logo, brand colour and contact details appear on your posts, cards and pages.',
    icon: <BankOutlined />,
    to: profilePath('company-details'),
  },
  {
    title: 'Provide details about your business',
    description: 'What you sell, where you sell it, and the billing details for your invoices.',
    icon: <ShopOutlined />,
    to: profilePath('business-details'),
  },
  {
    title: 'Generate Keywords and Business Details using AI',
    description: 'Let AI suggest keywords and a business description from what you have told us.',
    icon: <RobotOutlined />,
    to: profilePath('business-details'),
  },
  {
    title: 'Connect your social media accounts',
    description: 'Connect Facebook, Instagram, X, LinkedIn, Google and YouTube to publish from one place.',
    icon: <ShareAltOutlined />,
    to: profilePath('social-accounts'),
  },
];

/** The first screen after registration: where to go to set the business up, and the plans. */
export function OnboardingPage() {
  const me = useMe();
  const navigate = useNavigate();
  const name = me.data ? companyNameOf(me.data) : undefined;
  return (
    <>
      <PageHeading
        title={name ? `Welcome to BizSuite, ${name}!` : 'Welcome to BizSuite!'}
        subtitle="A few steps set your business up. Do them in any order, whenever you are ready."
        extra={<PoweredByAi />}
      />
      {me.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Row gutter={[20, 20]}>
          <Col xs={24} lg={16}>
            <Card title="Set up your business">
              <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
                {STEPS.map((step, i) => (
                  <li key={step.title}>
                    <Flex gap={16} align="center" style={{ padding: '14px 4px' }} wrap={false}>
                      <Avatar
                        size={44}
                        style={{ background: 'rgba(91,61,245,0.12)', color: '#5b3df5', flex: 'none' }}
                      >
                        {step.icon}
                      </Avatar>
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          Step {i + 1}
                        </Typography.Text>
                        <Typography.Title level={5} style={{ margin: '0 0 2px' }}>
                          {step.title}
                        </Typography.Title>
                        <Typography.Text type="secondary">{step.description}</Typography.Text>
                      </div>
                      <Button
                        aria-label={`Open: ${step.title}`}
                        icon={<ArrowRightOutlined />}
                        onClick={() => navigate(step.to)}
                      />
                    </Flex>
                  </li>
                ))}
              </ol>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card>
              <Avatar
                size={44}
                icon={<CrownOutlined />}
                style={{ background: '#fff4e5', color: '#f59e0b' }}
              />
              <Typography.Title level={4} style={{ marginTop: 16 }}>
                Choose a plan
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                Your apps (Post, Web, Bot, Card, Campaign and WhatsApp) open once a plan that includes them is
                active.
              </Typography.Paragraph>
              <Button type="primary" block onClick={() => navigate(PATHS.mySubscriptions)}>
                View plans
              </Button>
              <Button type="link" block onClick={() => navigate(PATHS.home)} style={{ marginTop: 8 }}>
                Skip for now and go to Home
              </Button>
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
